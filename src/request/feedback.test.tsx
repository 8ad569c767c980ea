// Toasts of the request layer: one per distinct message, closing after 1.5 s.
import { act, screen, waitFor } from '@testing-library/react';
import { message, notification } from 'antd';
import { NOTIFY_SECONDS } from './codes';
import { feedback } from './feedback';

afterEach(() => jest.restoreAllMocks());

it('closes messages and notifications after 1.5 s', () => {
  expect(NOTIFY_SECONDS).toBe(1.5);
  const error = jest.spyOn(message, 'error').mockImplementation(() => (() => {}) as never);
  const warning = jest.spyOn(message, 'warning').mockImplementation(() => (() => {}) as never);
  const notify = jest.spyOn(notification, 'error').mockImplementation(() => {});
  feedback.error('e');
  feedback.warning('w');
  feedback.notify('E1', 'd');
  expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: 'e', duration: 1.5 }));
  expect(warning).toHaveBeenCalledWith(expect.objectContaining({ content: 'w', duration: 1.5 }));
  expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'E1', description: 'd', duration: 1.5 }));
});

it('shows one toast per distinct message however often it is raised', async () => {
  act(() => {
    for (let i = 0; i < 4; i += 1) feedback.error('Organization name is duplicate');
    feedback.error('Request error, please retry');
    feedback.error('Request error, please retry');
  });
  await waitFor(() => expect(screen.getAllByText('Request error, please retry')).toHaveLength(1));
  expect(screen.getAllByText('Organization name is duplicate')).toHaveLength(1);
});

it('shows one notification per distinct code and description', async () => {
  act(() => {
    feedback.notify('020001', 'Device offline');
    feedback.notify('020001', 'Device offline');
    feedback.notify('020002', 'Device offline');
  });
  await waitFor(() => expect(screen.getAllByText('020002')).toHaveLength(1));
  expect(screen.getAllByText('020001')).toHaveLength(1);
});
