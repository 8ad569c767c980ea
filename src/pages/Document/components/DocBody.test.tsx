import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from '@umijs/max';
import { renderWithApp } from '@test/render';
import { chapter, list, p, page, section, see, steps } from '@/documentation/build';
import DocBody from './DocBody';

const DOC = page('How to look after the robots.', [
  chapter('charging', 'Charging', 'How the robot charges.', [
    section('station', 'Charging station', [
      p('Keep 1 m clear in front of the station.'),
      steps('Plug the station in.', 'Check the station indicator.'),
    ]),
    section('battery', 'Battery care', [p('Charge between 0 and 40 °C.'), see({ id: 'station' })]),
  ]),
  chapter('safety', 'Safety', 'Before you start.', [
    section('hazards', '安全上の注意', [p('<b>Never</b> hose down a robot.'), list('濡れた床に注意してください。')]),
  ]),
]);

function Where() {
  return <span data-testid="hash">{useLocation().hash}</span>;
}

const setup = (route = '/document/maintenanceInstructions') =>
  renderWithApp(
    <>
      <DocBody doc={DOC} />
      <Where />
    </>,
    { route },
  );

const searchBox = () => screen.getByRole('textbox', { name: 'Search this document' });
const results = () => screen.getByTestId('doc-search-results');
const marks = () => Array.from(results().querySelectorAll('mark'), (mark) => mark.textContent);

describe('the documentation page', () => {
  it('shows the side navigation of every chapter and section, and the content as text', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Charging', 'Charging station', 'Battery care', 'Safety', '安全上の注意']);
    expect(screen.getByRole('heading', { level: 3, name: 'Battery care' })).toBeInTheDocument();
    // Content is text: markup in it is shown, never interpreted.
    expect(screen.getByText('<b>Never</b> hose down a robot.')).toBeInTheDocument();
    expect(document.querySelector('.doc-article b')).toBeNull();
  });

  it('finds the sections containing the text, highlights the matches and counts them', () => {
    setup();
    fireEvent.change(searchBox(), { target: { value: 'STATION' } });
    expect(
      within(results())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Charging station']);
    // the title, the paragraph and both steps
    expect(marks()).toEqual(['station', 'station', 'station', 'station']);
    expect(within(results()).getByText('4 matches in 1 section')).toBeInTheDocument();
    // Screen readers hear the count too.
    expect(screen.getByRole('status')).toHaveTextContent('4 matches in 1 section');
    // The document makes way for the results.
    expect(screen.queryByRole('heading', { level: 3, name: 'Battery care' })).toBeNull();
  });

  it('finds Japanese text', () => {
    setup();
    fireEvent.change(searchBox(), { target: { value: '濡れた床' } });
    expect(within(results()).getByRole('heading', { level: 3 })).toHaveTextContent('安全上の注意');
    expect(marks()).toEqual(['濡れた床']);
  });

  it('says clearly when nothing matches, and the clear button brings the document back', () => {
    setup();
    fireEvent.change(searchBox(), { target: { value: 'elevator' } });
    expect(within(results()).getByText('Nothing in this document matches “elevator”.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing in this document matches “elevator”.');
    fireEvent.click(
      within(results())
        .getAllByRole('button', { name: /Clear search/ })
        .at(-1)!,
    );
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByTestId('doc-search-results')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Battery care' })).toBeInTheDocument();
  });

  it('Escape in the search field clears it', () => {
    setup();
    fireEvent.change(searchBox(), { target: { value: 'battery' } });
    expect(results()).toBeInTheDocument();
    fireEvent.keyDown(searchBox(), { key: 'Escape' });
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByTestId('doc-search-results')).toBeNull();
  });

  it('"/" focuses the search field', () => {
    setup();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(searchBox()).toHaveFocus();
  });

  it('a search result opens its section: the hash names it, it is highlighted and its heading has focus', () => {
    setup();
    fireEvent.change(searchBox(), { target: { value: '40 °C' } });
    fireEvent.click(within(results()).getByRole('link', { name: 'Battery care' }));
    expect(screen.getByTestId('hash')).toHaveTextContent('#battery');
    expect(screen.getByRole('heading', { level: 3, name: 'Battery care' })).toHaveFocus();
    expect(document.getElementById('battery')).toHaveClass('is-target');
    expect(searchBox()).toHaveValue('');
  });

  it('a side navigation entry updates the hash and moves focus to the section heading', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Charging station' }));
    expect(screen.getByTestId('hash')).toHaveTextContent('#station');
    expect(screen.getByRole('heading', { level: 3, name: 'Charging station' })).toHaveFocus();
    expect(document.getElementById('station')).toHaveClass('is-target');
    expect(document.getElementById('battery')).not.toHaveClass('is-target');
  });

  it('a link inside the content jumps to the section it names', () => {
    setup();
    const article = document.querySelector<HTMLElement>('.doc-article')!;
    fireEvent.click(within(article).getByRole('link', { name: 'Charging station' }));
    expect(screen.getByTestId('hash')).toHaveTextContent('#station');
    expect(screen.getByRole('heading', { level: 3, name: 'Charging station' })).toHaveFocus();
  });

  it('opening the page with #anchor lands on that section', async () => {
    setup('/document/maintenanceInstructions#hazards');
    await act(async () => {});
    expect(document.getElementById('hazards')).toHaveClass('is-target');
    expect(screen.getByRole('heading', { level: 3, name: '安全上の注意' })).toHaveFocus();
  });
});
