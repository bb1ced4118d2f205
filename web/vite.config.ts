import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-toy-store';
const functionsOrigin = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      // The function sees the same `/api/...` path it sees behind the Hosting rewrite.
      '/api': {
        target: functionsOrigin,
        changeOrigin: true,
        rewrite: (path) => `/${projectId}/us-central1/api${path}`,
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
});
