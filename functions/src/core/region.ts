/** The one region every function is deployed to (Hosting rewrites `/api/**` there). */
export const REGION = 'us-central1';
