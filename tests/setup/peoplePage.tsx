// Shared by the /user and /account page tests: two seeded people and rendering a page under given action codes.
// The test file mocks `@umijs/max` with ./umiMax's adminWithAccess and its own list service.
import { configure, screen, within } from '@testing-library/react';
import { useAccess } from '@umijs/max';
import type { ReactElement } from 'react';
import { member } from './member';
import { renderWithApp } from './render';

configure({ asyncUtilTimeout: 5000 });

/** The signed-in administrator and one other person. */
export const TWO_PEOPLE: API.Page<API.Member> = {
  list: [member('u-admin', 'admin@harbour.example'), member('u-operator', 'operator@harbour.example')],
  total: 2,
};

/** Renders the page with these access flags; answers the other person's row. */
export async function renderWithAccess(page: ReactElement, route: string, access: Record<string, boolean>) {
  jest.mocked(useAccess).mockReturnValue(access as never);
  renderWithApp(page, { route });
  return (await screen.findByText('operator@harbour.example')).closest('tr')!;
}

export const ownRow = () => screen.getByText('admin@harbour.example').closest('tr')!;

/** A row's action button by its text (a role query over the whole ProTable takes minutes on a busy machine). */
export const buttonIn = (row: HTMLElement, name: string) =>
  within(row).getByText(name, { selector: 'button span, button' }).closest('button')!;
