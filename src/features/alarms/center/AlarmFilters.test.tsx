import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import AlarmFilters from './AlarmFilters';

// Without counts (they show beside each type once the platform answers).
jest.mock('@/services/ropc/alarm', () => ({
  listAlarmDevices: jest.fn().mockResolvedValue([]),
  countAlarmTypes: jest.fn().mockResolvedValue(undefined),
}));

const SPEC_TEN = [
  'Task exception',
  'Device failure',
  'Location loss',
  'Consumable replacement',
  'Recharge failed',
  'Abnormal elevator ride',
  'Workstation failure',
  'Machine trapped',
  'Abnormal supply',
  'Abnormal gate',
];

it('offers the ten alarm types of the specification as the type filter', async () => {
  renderWithApp(<AlarmFilters scope="org-1" state={{ current: 1, pageSize: 10 }} filter={{}} onChange={() => {}} />);
  fireEvent.mouseDown(screen.getByLabelText('Alarm type', { selector: 'input' }));
  await screen.findByText('Abnormal gate');
  const offered = Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.textContent);
  expect(offered).toEqual(SPEC_TEN);
});

it('filters the alarm state apart from the read status, and clears it with the other filters', () => {
  const onChange = jest.fn();
  renderWithApp(
    <AlarmFilters
      scope="org-1"
      state={{ current: 1, pageSize: 10, state: 'ongoing' }}
      filter={{}}
      onChange={onChange}
    />,
  );
  const state = screen.getByRole('radiogroup', { name: 'Alarm state' });
  expect(screen.getByRole('radiogroup', { name: 'Read status' })).toBeInTheDocument();
  fireEvent.click(within(state).getByText('Cleared'));
  expect(onChange).toHaveBeenLastCalledWith({ state: 'cleared' });
  fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: undefined, alarmRead: undefined }));
});
