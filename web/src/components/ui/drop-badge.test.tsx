import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DropBadge } from './drop-badge';

describe('DropBadge', () => {
  it('when the release time is ahead, then "Drop" and the time show', () => {
    render(<DropBadge product={{ releaseAt: new Date(Date.now() + 3_600_000).toISOString() }} />);
    expect(screen.getByText(/^Drop · /)).toBeInTheDocument();
  });

  it('when the product is sold by raffle, then "Drop · Raffle" shows once no release time is ahead', () => {
    render(<DropBadge product={{ raffle: true }} />);
    expect(screen.getByText('Drop · Raffle')).toBeInTheDocument();
  });

  it('when the release time has passed, or there is none, then nothing shows', () => {
    const { container } = render(
      <>
        <DropBadge product={{ releaseAt: new Date(Date.now() - 1_000).toISOString() }} />
        <DropBadge product={{}} />
        <DropBadge product={{ raffle: false }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
