// What the app takes from the admin orders feature besides its tabs (shell.ts).
export { ExportOrdersButton } from './components/export-orders-button';
