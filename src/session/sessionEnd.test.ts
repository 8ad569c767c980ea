import { endSessionHere, onSessionEnd } from './sessionEnd';

describe('the end of the session', () => {
  it('runs every registered closer once, even when one throws', () => {
    const first = jest.fn(() => {
      throw new Error('broken');
    });
    const second = jest.fn();
    const gone = jest.fn();
    onSessionEnd(first);
    onSessionEnd(second);
    onSessionEnd(gone)();
    endSessionHere();
    endSessionHere();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });
});
