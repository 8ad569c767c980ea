import { act, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { publishLiveSignal } from '@/features/alarms';
import { getDashboardAttention } from '@/services/ropc/dashboard';
import NeedsAttention from './NeedsAttention';

jest.mock('@/services/ropc/dashboard', () => ({ getDashboardAttention: jest.fn() }));
const attention = jest.mocked(getDashboardAttention);

const calm = { ongoing: 0, deviceCount: 0, devices: [] } as unknown as API.DashboardAttention;
const trapped = {
  ongoing: 1,
  deviceCount: 1,
  devices: [
    {
      deviceId: 'dev-1',
      deviceName: 'R-7',
      deviceType: 'scrubber',
      orgName: 'Harbour',
      alarms: [{ id: 'a-1', type: 'machineTrapped', startedAt: new Date().toISOString() }],
    },
  ],
} as unknown as API.DashboardAttention;

it('follows a live alarm in place: the list re-reads and shows it', async () => {
  attention.mockResolvedValueOnce(calm).mockResolvedValue(trapped);
  renderWithApp(<NeedsAttention />);
  expect(await screen.findByTestId('attention-calm')).toBeInTheDocument();
  act(() => publishLiveSignal({ type: 'reset' }));
  expect(await screen.findByText('R-7')).toBeInTheDocument();
  expect(screen.queryByTestId('attention-calm')).toBeNull();
  expect(attention).toHaveBeenCalledTimes(2);
});

it("shows a device's three oldest alarms and links to the rest, however many it has", async () => {
  const startedAt = new Date().toISOString();
  const many = {
    ongoing: 2000,
    deviceCount: 1,
    devices: [
      {
        ...(trapped.devices[0] as object),
        alarms: Array.from({ length: 2000 }, (_, i) => ({ id: `a-${i}`, type: 'machineTrapped', startedAt })),
      },
    ],
  } as unknown as API.DashboardAttention;
  attention.mockResolvedValue(many);
  renderWithApp(<NeedsAttention />);
  expect(await screen.findByText('1,997 more alarms on this device')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /Machine trapped/ })).toHaveLength(3);
});
