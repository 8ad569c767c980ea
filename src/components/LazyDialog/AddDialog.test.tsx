import { act, fireEvent, screen } from '@testing-library/react';
import { Modal } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { renderWithApp } from '@test/render';
import { lazyDialog } from '.';
import AddButton from './AddButton';
import AddDialog from './AddDialog';
import { useRenderAhead } from './renderAhead';

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

describe('AddDialog rendered ahead', () => {
  let mounts = 0;
  /** A form whose content renders while closed when rendered ahead, as antd's forceRender does. */
  function AheadForm({ open, onClose }: { open: boolean; onClose: () => void }) {
    const ahead = useRenderAhead();
    useEffect(() => {
      mounts += 1;
    }, []);
    if (!open && !ahead.forceRender) return null;
    return (
      <div
        role="dialog"
        aria-label="Add thing"
        hidden={!open}
        data-testid="form"
        data-ahead={String(!!ahead.forceRender)}
      >
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    );
  }

  beforeEach(() => {
    mounts = 0;
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.replaceChildren();
  });

  const idle = () => act(async () => void jest.advanceTimersByTime(1000));
  /** A table page whose content is on screen (preloadWhenIdle's "ready": loaded, empty), with `toolbar` in it. */
  const renderReadyPage = (toolbar: ReactNode) =>
    renderWithApp(
      <main>
        <div className="ant-spin-container">
          <div className="ant-table-placeholder" />
        </div>
        {toolbar}
      </main>,
    );

  it('once the page is ready and idle, mounts the form closed; its first open keeps that mount', async () => {
    const Dialog = lazyDialog(() => Promise.resolve({ default: AheadForm }));
    renderReadyPage(<AddDialog dialog={Dialog}>Add thing</AddDialog>);
    expect(mounts).toBe(0);
    await idle();
    await idle();
    // A hidden element has no accessible name: found by its test id.
    const form = screen.getByTestId('form');
    expect(form).not.toBeVisible();
    expect(form).toHaveAttribute('data-ahead', 'true');
    expect(mounts).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: /Add thing/ }));
    expect(screen.getByRole('dialog', { name: 'Add thing' })).toBe(form);
    expect(form).toBeVisible();
    expect(mounts).toBe(1);

    // Closed once, it is no longer rendered ahead: the next opening mounts a fresh form.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Add thing/ }));
    expect(screen.getByRole('dialog', { name: 'Add thing' })).toHaveAttribute('data-ahead', 'true');
    expect(mounts).toBe(2);
  });

  it('preloads its dialog once when the page is idle, not once more for its button', async () => {
    const Dialog = lazyDialog(() => Promise.resolve({ default: AheadForm }));
    const preload = jest.spyOn(Dialog, 'preload');
    renderReadyPage(<AddDialog dialog={Dialog}>Add thing</AddDialog>);
    await idle();
    await idle();
    await idle();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('a lone AddButton still preloads its dialog on idle', async () => {
    const preload = jest.fn();
    renderReadyPage(
      <AddButton preload={preload} onClick={() => undefined}>
        Add thing
      </AddButton>,
    );
    await idle();
    await idle();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('a form rendered ahead takes the focus in its first field when it opens, as a fresh one does', async () => {
    function AheadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
      return (
        <Modal open={open} onCancel={onClose} title="Add thing" {...useRenderAhead()}>
          {/* ProForm's own hidden input comes first: not the one to focus. */}
          <input type="text" style={{ display: 'none' }} />
          <input aria-label="Name" />
        </Modal>
      );
    }
    const Dialog = lazyDialog(() => Promise.resolve({ default: AheadModal }));
    renderReadyPage(<AddDialog dialog={Dialog}>Add thing</AddDialog>);
    await idle();
    await idle();
    const add = screen.getByRole('button', { name: /Add thing/ });
    add.focus();
    fireEvent.click(add);
    await idle();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('a dialog opened before its render ahead keeps what was typed when the render ahead arrives', async () => {
    function AheadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
      return (
        <Modal open={open} onCancel={onClose} title="Add thing" {...useRenderAhead()}>
          <input aria-label="Name" />
        </Modal>
      );
    }
    const Dialog = lazyDialog(() => Promise.resolve({ default: AheadModal }));
    renderReadyPage(<AddDialog dialog={Dialog}>Add thing</AddDialog>);
    fireEvent.click(screen.getByRole('button', { name: /Add thing/ }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Depot' } });
    await idle();
    await idle();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(name);
    expect(name).toHaveValue('Depot');
  });

  it('renders nothing ahead before the page is ready', async () => {
    const Dialog = lazyDialog(() => Promise.resolve({ default: AheadForm }));
    renderWithApp(<AddDialog dialog={Dialog}>Add thing</AddDialog>);
    await idle();
    await idle();
    expect(screen.queryByTestId('form')).toBeNull();
    expect(mounts).toBe(0);
  });
});
