import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { lazyDialog } from '.';
import AddDialog from './AddDialog';

function FakeForm({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (n: number) => void;
}) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Add thing">
      <button type="button" onClick={() => onCreated(7)}>
        Save
      </button>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

describe('AddDialog', () => {
  it('opens and closes its dialog without rendering the page around it again', async () => {
    const load = jest.fn(() => Promise.resolve({ default: FakeForm }));
    const Dialog = lazyDialog(load);
    const created = jest.fn();
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return (
        <AddDialog dialog={Dialog} onCreated={created}>
          Add thing
        </AddDialog>
      );
    }
    renderWithApp(<Page />);
    const rendersBefore = pageRenders;

    fireEvent.click(screen.getByRole('button', { name: /Add thing/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add thing' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(created).toHaveBeenCalledWith(7);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    expect(pageRenders).toBe(rendersBefore);

    // Each opening mounts the form fresh.
    fireEvent.click(screen.getByRole('button', { name: /Add thing/ }));
    expect(await screen.findByRole('dialog', { name: 'Add thing' })).toBeInTheDocument();
    expect(pageRenders).toBe(rendersBefore);
  });
});
