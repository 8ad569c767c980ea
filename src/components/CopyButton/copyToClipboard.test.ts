import { copyToClipboard } from './copyToClipboard';

const setClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true });

describe('copyToClipboard', () => {
  afterEach(() => setClipboard(undefined));

  it('uses the Clipboard API', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyToClipboard('Ropc@2026')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('Ropc@2026');
  });

  it('falls back to a selected text area when the Clipboard API refuses', async () => {
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    let copied = '';
    document.execCommand = jest.fn(() => {
      copied =
        (document.activeElement as HTMLTextAreaElement | null)?.value || document.querySelector('textarea')!.value;
      return true;
    });
    await expect(copyToClipboard('Ropc@2026')).resolves.toBe(true);
    expect(copied).toBe('Ropc@2026');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when nothing can copy', async () => {
    document.execCommand = jest.fn(() => {
      throw new Error('unsupported');
    });
    await expect(copyToClipboard('x')).resolves.toBe(false);
  });
});
