import { render } from '@testing-library/react';
import { useFocusReturn } from './useFocusReturn';

function Detail() {
  useFocusReturn('alm-7');
  return <div role="dialog">details</div>;
}

describe('useFocusReturn', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('gives the focus back to the element that opened the view', () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const view = render(<Detail />);
    (document.activeElement as HTMLElement | null)?.blur();
    view.unmount();
    expect(document.activeElement).toBe(opener);
  });

  it('falls back to the open drawer when the opener was redrawn', () => {
    const drawer = document.createElement('div');
    drawer.className = 'ant-drawer ant-drawer-open';
    drawer.tabIndex = -1;
    const opener = document.createElement('button');
    drawer.appendChild(opener);
    document.body.appendChild(drawer);
    opener.focus();
    const view = render(<Detail />);
    opener.remove();
    view.unmount();
    expect(document.activeElement).toBe(drawer);
  });

  it("falls back to the alarm's row in the list when the details came from a link", () => {
    const drawer = document.createElement('div');
    drawer.className = 'ant-drawer ant-drawer-open';
    const table = drawer.appendChild(document.createElement('table'));
    const row = table.appendChild(document.createElement('tbody')).appendChild(document.createElement('tr'));
    row.dataset.rowKey = 'alm-7';
    row.appendChild(document.createElement('td')).appendChild(document.createElement('button')).textContent =
      'Device failure';
    document.body.appendChild(drawer);
    const view = render(<Detail />);
    view.unmount();
    expect(document.activeElement).toBe(drawer.querySelector('button'));
  });

  it('falls back to the bell when no list is open', () => {
    const bell = document.createElement('button');
    bell.setAttribute('data-alarm-bell', '');
    document.body.appendChild(bell);
    const view = render(<Detail />);
    view.unmount();
    expect(document.activeElement).toBe(bell);
  });
});
