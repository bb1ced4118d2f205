// The entry's first import after zod's (main.tsx): evaluated before any store, so their
// start-up reads and `storage` listeners wait for the entry (see lib/storage.ts).
import { deferStorage } from '@/lib/storage';

deferStorage();
