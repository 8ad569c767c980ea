// The alarm reference of the maintenance instructions, English: one section per alarm type (#alarm-<type>).
import { chapter, h, list, note, p, section, see, steps, warning } from '../build';

const CAUSES = 'Likely causes';
const RESOLUTION = 'Resolution';

export default chapter(
  'alarm-reference',
  'Alarm reference',
  'For each alarm type the console reports: what it means, its likely causes, and how to resolve it step by step. The alarm details in the console link straight to the matching section.',
  [
    section('alarm-taskException', 'Task exception', [
      p(
        'A cleaning task stopped before it was finished, or could not start at all. The robot is usually waiting, and the task’s area is left partly uncleaned.',
      ),
      h(CAUSES),
      list(
        'The route was blocked for more than 10 minutes: goods, crowds, closed doors.',
        'The task’s map does not match the floor the robot is on.',
        'Another problem stopped the task: low battery, an empty tank, a trapped robot.',
        'The task was changed or deleted while it was running.',
      ),
      h(RESOLUTION),
      steps(
        'Open the alarm details in the console and read the reason: it names the cause.',
        'If the route is blocked, clear it or move the obstacles out of the cleaning area.',
        'If the map does not match, bring the robot to the right floor and relocalise it on the task’s map.',
        'If another alarm was raised for the same device, resolve that one first.',
        'Resume the task on the robot’s screen or in the app, or start it again.',
        'If the same route is blocked often, add a no-go zone or move the task to a quieter time.',
      ),
      see({ id: 'zones' }, { id: 'relocalization' }),
    ]),
    section('alarm-deviceFailure', 'Device failure', [
      p(
        'A component of the robot reported a fault, and the robot stopped that component, or stopped altogether, to protect itself. Typical cases are an overcurrent of a brush motor and a sensor, such as the lidar, that no longer sends data.',
      ),
      h(CAUSES),
      list(
        'Hair, string or debris wrapped around a brush, jamming its motor.',
        'A dirty or covered lidar window, camera or sensor.',
        'A loose connector after a knock or a transport.',
        'A worn motor or a failed electronic board.',
      ),
      h(RESOLUTION),
      steps(
        'Switch the robot off and press the emergency stop.',
        'Remove anything wrapped around the brushes and the wheels, and turn each brush by hand to check it moves freely.',
        'Wipe the lidar window, the cameras and the sensors with a soft, dry cloth.',
        'Switch the robot on and check that the fault has cleared; the lidar must spin.',
        'If the fault returns, stop using the robot and contact after-sales service with the device name, the alarm time and the reason shown in the console.',
      ),
      warning('Never open the robot’s electronics housing. Internal repairs are for trained service staff.'),
      see({ id: 'brushes' }, { id: 'contact-service' }),
    ]),
    section('alarm-locationLoss', 'Location loss', [
      p(
        'The robot no longer knows where it is on its map. It stops moving so that it does not drive somewhere unsafe.',
      ),
      h(CAUSES),
      list(
        'The surroundings changed: furniture, shelving or partitions were moved.',
        'Crowds or large objects hide the walls the robot uses to find its way.',
        'The robot was lifted or pushed by hand while it was working.',
        'Mirrors, glass walls or very long corridors without features.',
        'A dirty lidar window.',
      ),
      h(RESOLUTION),
      steps(
        'Go to the robot and check that nothing is under it or leaning against it.',
        'Move it to an open spot that is easy to find on the map, ideally next to its charging station.',
        'Wipe the lidar window.',
        'Relocalise the robot on its screen or in the app, and check that the outline fits the map.',
        'Resume the task.',
        'If the layout has changed for good, update or rebuild the map.',
      ),
      see({ id: 'relocalization' }, { id: 'mapping' }),
    ]),
    section('alarm-consumableReplacement', 'Consumable replacement', [
      p(
        'A consumable has reached the end of its service life, or its condition is hurting the cleaning: side brushes past their working hours, a clogged filter, worn squeegee blades or pads.',
      ),
      h(CAUSES),
      list(
        'The part’s counter has passed its replacement interval.',
        'A filter is clogged and the suction has dropped below the safe limit.',
        'The counter was not reset after the last replacement.',
      ),
      h(RESOLUTION),
      steps(
        'Read the reason in the alarm details: it names the part.',
        'Check the part. Clean it if that is enough, as for a clogged filter; replace it if it is worn or damaged.',
        'Use genuine parts of the right type for the model.',
        'Reset the part’s counter on the robot.',
        'Check that the dust bin and the tanks are seated correctly, then resume the task.',
      ),
      see({ id: 'consumable-intervals' }, { id: 'brushes' }, { id: 'filters' }),
    ]),
    section('alarm-rechargeFailed', 'Recharge failed', [
      p(
        'The robot could not charge: it reached its charging station but charging did not start, or its battery ran too low before it got there.',
      ),
      h(CAUSES),
      list(
        'The station has no power: unplugged, switched off, or a tripped breaker.',
        'Dirty or bent charging contacts on the robot or on the station.',
        'Obstacles in front of the station, or the station was moved.',
        'The route to the station is blocked, or the site is too large for the return level set in the robot.',
      ),
      h(RESOLUTION),
      steps(
        'Check that the station’s indicator is lit. If it is not, check the plug and the circuit breaker.',
        'Clean the charging contacts on the robot and on the station with a dry cloth.',
        'Clear 1 m in front of the station and 0.5 m at its sides.',
        'Send the robot back to charge and watch it dock.',
        'If the battery is almost empty, push the robot to the station or use the manual charger.',
        'On large sites, raise the return-to-charge battery level in the robot settings.',
      ),
      warning(
        'If the robot or its battery is hot, swollen or smells, do not charge it. Follow the charging safety instructions.',
      ),
      see({ id: 'charging-station' }, { id: 'docking' }, { id: 'charging-safety' }),
    ]),
    section('alarm-elevatorRide', 'Abnormal elevator ride', [
      p(
        'A ride with an elevator failed: the robot waited too long and gave up, could not get in or out, or left the car on the wrong floor.',
      ),
      h(CAUSES),
      list(
        'The elevator was out of service, in a special mode or very busy.',
        'The elevator control module is offline.',
        'The lobby or the car was blocked.',
        'A wrong floor mapping in the control module.',
        'The doors closed too early.',
      ),
      h(RESOLUTION),
      steps(
        'Check that the elevator runs in normal mode.',
        'Check that the elevator control module is online.',
        'Clear the lobby and the robot’s waiting point.',
        'If the robot got out on the wrong floor, bring it back to the right floor and relocalise it.',
        'Run the task again.',
        'If it happens often, check the floor mapping and the door holding time, or schedule tasks outside peak hours; ask service to recalibrate the integration.',
      ),
      see({ id: 'elevator-integration' }, { id: 'elevator-commissioning' }),
    ]),
    section('alarm-workstationFailure', 'Workstation failure', [
      p(
        'The workstation, the station that fills the robot with clean water, drains its dirty water and cleans its tank or empties its dust bin, reported a fault or stopped reporting.',
      ),
      h(CAUSES),
      list(
        'A kinked or blocked drain hose, or a clogged drain filter.',
        'No water at the inlet: a closed valve or low pressure.',
        'The workstation lost its power or its network connection.',
        'A full dust bag or bin at a self-emptying station.',
      ),
      h(RESOLUTION),
      steps(
        'Check the workstation’s power supply and indicator.',
        'If it is offline, check its network connection, by cable or Wi-Fi.',
        'Straighten the drain hose and clean the drain filter.',
        'Check that the water inlet valve is open.',
        'Empty or replace the dust bag or bin.',
        'Restart the workstation. If the fault persists, contact after-sales service.',
      ),
      see({ id: 'periodic-checks' }),
    ]),
    section('alarm-machineTrapped', 'Machine trapped', [
      p('The robot is stuck in a narrow space or under furniture and cannot find its way out by itself.'),
      h(CAUSES),
      list(
        'Narrow gaps between furniture or around pillars.',
        'Low furniture that keeps the bumper pressed.',
        'Cables, mats or thresholds that the wheels cannot climb.',
        'Doors that closed behind the robot.',
      ),
      h(RESOLUTION),
      steps(
        'Go to the robot. If it is in a risky place, press the emergency stop.',
        'Free it gently, and check that the bumper moves freely and springs back.',
        'Move it to an open area and resume the task.',
        'Add a no-go zone for the spot on the map, or raise or fence off the low furniture.',
        'Remove cables and loose mats from the cleaning area.',
      ),
      see({ id: 'zones' }, { id: 'emergency-stop' }),
    ]),
    section('alarm-abnormalSupply', 'Abnormal supply', [
      p(
        'The robot is missing something it needs to clean, clean water, detergent or disinfectant, or it cannot dose it.',
      ),
      h(CAUSES),
      list(
        'The clean-water tank is empty and the automatic refill did not work.',
        'The detergent cartridge is empty or not inserted.',
        'A closed valve, or a blocked filter or dosing tube.',
        'On a disinfection robot: an empty disinfectant tank or blocked nozzles.',
      ),
      h(RESOLUTION),
      steps(
        'Refill the clean-water tank, or check the workstation’s automatic refill.',
        'Insert a new detergent cartridge, or refill the disinfectant, and check that it is seated.',
        'Check the water valve, the filter and the hose, and clear a blocked dosing tube.',
        'Run a short test and check that water and detergent reach the floor evenly.',
        'Resume the task.',
      ),
      note('Wear chemical-resistant gloves and eye protection when you handle detergent or disinfectant.'),
      see({ id: 'detergent-disinfectant' }),
    ]),
    section('alarm-abnormalGate', 'Abnormal gate', [
      p('An access gate or automatic door did not open for the robot, or closed while the robot was passing.'),
      h(CAUSES),
      list(
        'The gate controller has no power or is offline.',
        'The robot is not on the gate’s access list.',
        'The hold-open time is too short for the robot.',
        'People or objects in the gate area.',
      ),
      h(RESOLUTION),
      steps(
        'If the gate closed on the robot, first check that nobody was hurt and nothing was damaged, then move the robot clear of the gate.',
        'Check that the gate controller has power and is online.',
        'Check that the robot is on the gate’s access list.',
        'Open the gate by hand to let the robot pass, then resume the task.',
        'If the robot was still passing when the gate closed, increase the hold-open time.',
      ),
      see({ id: 'gate-integration' }, { id: 'integration-checks' }),
    ]),
  ],
);
