import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './drawer';
import { Modal } from './modal';

describe("dialogs' close buttons", () => {
  it("a modal's close button is named 'Close', whatever its title", async () => {
    const onClose = vi.fn();
    render(
      <Modal title="Ticket tk000001" onClose={onClose}>
        <button type="button">Close ticket</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ticket tk000001' });
    expect(dialog).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("a drawer's close button is named 'Close', whatever its title", async () => {
    const onClose = vi.fn();
    render(
      <Drawer open title="Account" onClose={onClose}>
        <p>Signed in</p>
      </Drawer>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
