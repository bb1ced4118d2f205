// The admin kit: what every admin screen shares. Only admin screens import it (its
// stylesheets come along), so the product edit form takes nothing from here.
export { AdminOnly, AdminShell } from './components/admin-shell';
export { ResponseForm } from './components/response-form';
