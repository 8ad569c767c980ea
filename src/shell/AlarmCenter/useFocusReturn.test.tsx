import { render } from '@testing-library/react';
import { useFocusReturn } from './useFocusReturn';

function Detail() {
  useFocusReturn();
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
});
