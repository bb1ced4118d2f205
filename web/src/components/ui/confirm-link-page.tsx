import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { tokenFromFragment } from '@contract/confirm-link';
import { m } from '@/i18n/messages';
import { ApiError, errorMessage } from '@/lib/api-error';
import { PageTitle } from './page-title';
import './confirm-link-page.css';

/** What ConfirmLinkPage reads of the `useMutation` result that POSTs the link's token. */
export interface ConfirmLinkMutation<TAnswer> {
  mutate: (request: { token: string }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: TAnswer | undefined;
}

/** The confirmed answer as the page shows it: a heading (it takes the focus), then the rest. */
export interface ConfirmLinkResult {
  heading: ReactNode;
  body: ReactNode;
}

interface ConfirmLinkPageProps<TAnswer> {
  /** The page's title and heading. */
  title: string;
  /** Above the button: who asked for what, and what confirming does. */
  intro: ReactNode;
  /** The button's words ('Confirming…' while the POST runs). */
  action: string;
  /** Shown instead of the button when the fragment carries no valid token. */
  invalidLink: string;
  /** Under a refusal that trying again cannot change (and an invalid link): where to go next. */
  whatNext: ReactNode;
  confirm: ConfirmLinkMutation<TAnswer>;
  result: (answer: TAnswer) => ConfirmLinkResult;
}

/** Answers that trying again cannot change: an unknown, used or expired link, a thing gone. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * The page a one-time link from a confirmation e-mail opens (`...#token=...`, issue 21).
 * Opening it changes nothing (mail scanners open links): the button POSTs the token, read from
 * the fragment, which the browser never sends anywhere. Whatever comes back is announced, and
 * takes the focus when the button that had it is gone, so keyboard and screen-reader users
 * land on it. A refusal that trying again could change keeps the button.
 */
export function ConfirmLinkPage<TAnswer>({
  title,
  intro,
  action,
  invalidLink,
  whatNext,
  confirm,
  result,
}: ConfirmLinkPageProps<TAnswer>) {
  const { hash } = useLocation();
  const token = tokenFromFragment(hash);
  const titleId = useId();
  const final = confirm.isError && isFinal(confirm.error);
  const answer = confirm.data;

  return (
    <section className="glass page-narrow confirm-link" aria-labelledby={titleId}>
      <PageTitle title={title} />
      <h1 id={titleId}>{title}</h1>
      {token === null ? (
        <Refusal message={invalidLink}>{whatNext}</Refusal>
      ) : answer !== undefined ? null : (
        <>
          <p>{intro}</p>
          {!final && (
            <button
              type="button"
              className="button button--primary"
              disabled={confirm.isPending}
              aria-busy={confirm.isPending}
              onClick={() => {
                confirm.mutate({ token });
              }}
            >
              {confirm.isPending ? m.pages_confirming() : action}
            </button>
          )}
          {confirm.isError && (
            <Refusal message={errorMessage(confirm.error)} takeFocus={final}>
              {final && whatNext}
            </Refusal>
          )}
        </>
      )}
      <div aria-live="polite">{answer !== undefined && <Confirmed {...result(answer)} />}</div>
    </section>
  );
}

/** Why the link did not work: announced at once; focused when the button went away. */
function Refusal({
  message,
  takeFocus = false,
  children,
}: {
  message: string;
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) box.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={box} tabIndex={-1} className="form-error confirm-link__refusal" role="alert">
      <p>{message}</p>
      {children}
    </div>
  );
}

function Confirmed({ heading, body }: ConfirmLinkResult) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button that had focus is gone: keyboard and screen-reader users land on the result.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="confirm-link__done">
      <h2 ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {body}
    </div>
  );
}
