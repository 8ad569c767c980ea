// Esc with a date picker open inside a drawer closes only the picker; the next Esc closes the drawer.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DatePicker, Drawer } from 'antd';
import { renderWithApp } from '@test/render';
import { InnermostEscape } from './innermostEscape';

describe('InnermostEscape', () => {
  it('keeps the drawer open when Esc closes the picker in it, and lets the next Esc close the drawer', async () => {
    const onClose = jest.fn();
    renderWithApp(
      <Drawer open onClose={onClose} title="Alarms">
        <InnermostEscape>{(onOpenChange) => <DatePicker.RangePicker onOpenChange={onOpenChange} />}</InnermostEscape>
      </Drawer>,
    );
    const [start] = screen.getAllByRole('textbox');
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.click(start);
    await waitFor(() =>
      expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).not.toBeNull(),
    );
    fireEvent.keyDown(start, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(start, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
