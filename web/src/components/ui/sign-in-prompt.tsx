import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** What account pages show to a guest: 'Please sign in.' */
export function SignInPrompt() {
  return (
    <div className="empty-state">
      <p>Please sign in.</p>
      <Link className="button button--primary" to={paths.signIn.to()}>
        Sign in
      </Link>
    </div>
  );
}
