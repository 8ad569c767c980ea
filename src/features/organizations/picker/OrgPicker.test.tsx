import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import OrgPicker from './OrgPicker';

const ORGS = Array.from({ length: 1200 }, (_, i) => ({
  busId: `org-s-${i + 1}`,
  name: `Site ${String(i + 1).padStart(4, '0')}`,
  code: `S${i + 1}`,
}));

function setup(currentId = 'org-s-1') {
  const onChoose = jest.fn();
  const onClose = jest.fn();
  renderWithApp(<OrgPicker orgs={ORGS} currentId={currentId} onChoose={onChoose} onClose={onClose} />);
  return { onChoose, onClose, input: screen.getByRole('combobox', { name: 'Search organizations' }) };
}

describe('OrgPicker', () => {
  it('renders only the rows in view of 1,200 organisations, the current one selected', () => {
    setup();
    const options = screen.getAllByRole('option');
    expect(options.length).toBeLessThan(30);
    expect(screen.getByRole('option', { name: 'Site 0001' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('1,200 organizations');
  });

  it('opens scrolled to the current organisation, far down the list', () => {
    setup('org-s-900');
    expect(screen.getByRole('option', { name: 'Site 0900' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('option', { name: 'Site 0001' })).toBeNull();
  });

  it('finds one by typing, and Enter chooses the first match', () => {
    const { input, onChoose } = setup();
    fireEvent.change(input, { target: { value: 'site 1042' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Site 1042']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith('org-s-1042');
  });

  it('moves with the arrows, chooses with a click, says when nothing matches and closes on Escape', () => {
    const { input, onChoose, onClose } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Site 0002' }).id);
    fireEvent.click(screen.getByRole('option', { name: 'Site 0003' }));
    expect(onChoose).toHaveBeenCalledWith('org-s-3');
    fireEvent.change(input, { target: { value: 'nowhere' } });
    expect(screen.getByText('No organization matches')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
