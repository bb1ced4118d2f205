import { describe, expect, it } from 'vitest';
import { changeTicket } from './ticket-rules';

describe('changeTicket (open -> responded or closed, responded -> closed)', () => {
  it('when an open ticket gets Respond, then it is responded without a response text', () => {
    expect(changeTicket({ status: 'open' }, { status: 'responded' })).toEqual({
      status: 'responded',
    });
  });

  it('when an open ticket gets a written response, then it is responded with it', () => {
    expect(changeTicket({ status: 'open' }, { status: 'responded', response: 'Hi' })).toEqual({
      status: 'responded',
      response: 'Hi',
    });
  });

  it('when a responded ticket without a response gets one, then it is kept', () => {
    expect(changeTicket({ status: 'responded' }, { status: 'responded', response: 'Hi' })).toEqual({
      status: 'responded',
      response: 'Hi',
    });
  });

  it('when an open or responded ticket is closed, then it is closed', () => {
    expect(changeTicket({ status: 'open' }, { status: 'closed' })).toEqual({ status: 'closed' });
    expect(changeTicket({ status: 'responded', response: 'Hi' }, { status: 'closed' })).toEqual({
      status: 'closed',
    });
  });

  it('when a closed ticket is changed in any way, then it is a 409', () => {
    for (const patch of [
      { status: 'closed' },
      { status: 'responded' },
      { status: 'responded', response: 'Hi' },
    ] as const) {
      expect(() => changeTicket({ status: 'closed' }, patch)).toThrow(
        'A closed ticket has no further actions',
      );
    }
  });

  it('when a second response or a second Respond is sent, then it is a 409', () => {
    expect(() =>
      changeTicket(
        { status: 'responded', response: 'Hi' },
        { status: 'responded', response: 'Again' },
      ),
    ).toThrow('Ticket already has a response');
    expect(() => changeTicket({ status: 'responded' }, { status: 'responded' })).toThrow(
      'Ticket is already responded',
    );
  });
});
