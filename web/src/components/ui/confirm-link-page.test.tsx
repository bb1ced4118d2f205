import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderRoute } from '@/testing/render-with-providers';
import { ConfirmLinkPage } from './confirm-link-page';

const TOKEN = 'Abc_-123'.repeat(5) + 'xyz';
const INVALID = 'This link is not valid.';

interface Answer {
  name: string;
}
type Send = (request: { token: string }) => Promise<Answer>;

/** The page as a feature composes it: its own words, its own mutation. */
function ConfirmThingPage({ send }: { send: Send }) {
  const confirm = useMutation({ mutationFn: send });
  return (
    <ConfirmLinkPage
      title="Confirm your thing"
      intro="Someone asked for a thing with your e-mail address."
      action="Confirm thing"
      invalidLink={INVALID}
      whatNext={<a href="/help">Get help</a>}
      confirm={confirm}
      result={(answer) => ({
        heading: `${answer.name} is confirmed`,
        body: <p>Thank you!</p>,
      })}
    />
  );
}

const renderPage = (send: Send, hash = `#token=${TOKEN}`) => {
  const mock = vi.fn(send);
  renderRoute(<ConfirmThingPage send={mock} />, { path: `/confirm-thing${hash}` });
  return mock;
};
const confirmButton = () => screen.getByRole('button', { name: 'Confirm thing' });
const never: Send = () => new Promise<Answer>(() => undefined);
const refuse =
  (status: number, message: string): Send =>
  () =>
    Promise.reject(new ApiError(status, message));

describe('the page a confirmation link opens', () => {
  it('when opened, then it shows its title and button, and sends nothing until the button is pressed (mail scanners open links)', () => {
    const send = renderPage(never);
    expect(screen.getByRole('region', { name: 'Confirm your thing' })).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Confirm your thing' }),
    );
    expect(
      screen.getByText('Someone asked for a thing with your e-mail address.'),
    ).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    expect(send).not.toHaveBeenCalled();
  });

  it('when the button is pressed, then it sends the token, is busy meanwhile, and the result takes the focus in a live region', async () => {
    const user = userEvent.setup();
    let answer: (body: Answer) => void = () => undefined;
    const send = renderPage(
      () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    );

    await user.click(confirmButton());
    const busy = screen.getByRole('button', { name: 'Confirming…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ token: TOKEN });

    answer({ name: 'Thing 7' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Thing 7 is confirmed' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(heading.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Someone asked for a thing with your e-mail address.'),
    ).not.toBeInTheDocument();
  });

  it.each([400, 404, 409, 410])(
    'when the answer is final (%i), then its words are announced and focused with what to do next, and the button goes',
    async (status) => {
      const user = userEvent.setup();
      renderPage(refuse(status, 'This link was already used.'));

      await user.click(confirmButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This link was already used.');
      await waitFor(() => {
        expect(alert).toHaveFocus();
      });
      expect(screen.getByRole('link', { name: 'Get help' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Confirm thing' })).not.toBeInTheDocument();
    },
  );

  it.each([429, 503])(
    'when trying again could help (%i), then the words show, the button stays, and pressing it again can succeed',
    async (status) => {
      const user = userEvent.setup();
      let refused = true;
      const send = renderPage(() =>
        refused
          ? Promise.reject(new ApiError(status, 'Service unavailable, try again'))
          : Promise.resolve({ name: 'Thing 7' }),
      );

      await user.click(confirmButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable, try again');
      expect(screen.queryByRole('link', { name: 'Get help' })).not.toBeInTheDocument();
      expect(confirmButton()).toBeEnabled();

      refused = false;
      await user.click(confirmButton());
      expect(
        await screen.findByRole('heading', { name: 'Thing 7 is confirmed' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(send).toHaveBeenCalledTimes(2);
    },
  );

  it.each(['', '#token=short', '#other=1', `#other=${TOKEN}`])(
    'when the link carries no valid token (%j), then it says so with what to do next and offers no button',
    (hash) => {
      const send = renderPage(never, hash);
      expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
      expect(screen.getByRole('link', { name: 'Get help' })).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(send).not.toHaveBeenCalled();
    },
  );

  it('is operable by keyboard: Tab reaches the button and Enter presses it', async () => {
    const user = userEvent.setup();
    const send = renderPage(() => Promise.resolve({ name: 'Thing 7' }));
    await user.tab();
    expect(confirmButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Thing 7 is confirmed' }),
    ).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
