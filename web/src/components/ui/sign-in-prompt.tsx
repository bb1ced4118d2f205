import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { m } from '@/i18n/messages';

/** What account pages show to a guest: 'Please sign in.' */
export function SignInPrompt() {
  return (
    <div className="empty-state">
      <p>{m.pages_please_sign_in()}</p>
      <Link className="button button--primary" to={paths.signIn.to()}>
        {m.shell_sign_in()}
      </Link>
    </div>
  );
}
