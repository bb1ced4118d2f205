// The only reader of `import.meta.env`: everything else imports `env`.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
const DEMO_PROJECT_ID = 'demo-toy-store';

function isLocalHost(): boolean {
  return typeof window !== 'undefined' && LOCAL_HOSTS.has(window.location.hostname);
}

const useEmulators =
  import.meta.env.DEV || import.meta.env.VITE_USE_EMULATORS === 'true' || isLocalHost();

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

const firebase: FirebaseWebConfig = useEmulators
  ? {
      // The emulators accept any key; a `demo-` project never reaches real services.
      apiKey: 'demo-api-key',
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      projectId: DEMO_PROJECT_ID,
    }
  : {
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? '',
      authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? '',
      appId: import.meta.env.VITE_FIREBASE_APP_ID,
    };

export const env = {
  /** Same origin in every environment: Hosting (or the Vite proxy) rewrites `/api/**`. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, ''),
  useEmulators,
  authEmulatorUrl: 'http://127.0.0.1:9099',
  firebase,
} as const;
