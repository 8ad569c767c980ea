// Maintenance instructions, English (the source; ja-JP and zh-CN have the same ids in the same order).
import { chapter, h, list, note, p, page, section, see, steps, table, warning } from '../build';
import alarmReference from './alarms';

export default page(
  'These instructions keep the cleaning robots of your fleet safe, clean and available: scrubbers, sweepers, vacuums and disinfection robots. They cover safety, daily checks, consumables, charging and batteries, elevators and gates, maps, and what to do about each alarm the console reports. Where the manufacturer’s manual for a model is more specific, follow the manual.',
  [
    chapter('safety', 'Safety first', 'Read this chapter before you work on a robot.', [
      section('safety-rules', 'General safety rules', [
        list(
          'Switch the robot off and press the emergency stop before you touch brushes, squeegees, the suction inlet or the wheels.',
          'Put up a wet-floor sign wherever a scrubber has worked or water has been spilled.',
          'Wear gloves to handle brushes, filters and dirty-water tanks; add eye protection and chemical-resistant gloves for detergent and disinfectant.',
          'Lift or carry a robot only with two people, at the lifting points named in its manual. A scrubber with full tanks can weigh more than 100 kg.',
          'Never bypass a bumper, a safety sensor or the emergency stop, not even for a test.',
          'Keep bystanders, and children in particular, away while you work on a robot.',
        ),
        warning(
          'Never hose down a robot or its charging station. Water in the electronics can cause a short circuit, a fire or an electric shock. Wipe with a damp, well wrung-out cloth instead.',
        ),
      ]),
      section('emergency-stop', 'Emergency stop and moving a robot by hand', [
        p(
          'Every robot has a red emergency stop button. Pressing it cuts the drive and the cleaning motors at once. Use it whenever a robot endangers people, property or itself.',
        ),
        steps(
          'Press the emergency stop.',
          'Remove the cause: clear the obstacle, free the person or the object.',
          'Turn the button clockwise to release it.',
          'Confirm on the robot’s screen or in the app, then resume the task, or switch to manual mode and push the robot to a safe place.',
        ),
        note('A robot that has been pushed by hand must find its position again before it resumes autonomous work.'),
        see({ id: 'relocalization' }, { id: 'alarm-locationLoss' }),
      ]),
      section('robot-types', 'Robot types covered', [
        table(
          'Robot types and the parts to look after',
          ['Type', 'How it cleans', 'Parts to look after'],
          [
            [
              'Scrubber',
              'Brushes or pads scrub with water and detergent; a squeegee and suction recover the dirty water.',
              'Brushes or pads, squeegee blades, clean- and dirty-water tanks, water filter, detergent',
            ],
            [
              'Sweeper',
              'Side brushes and a main roller brush sweep debris into a hopper; a filter holds back the dust.',
              'Side and main brushes, hopper, dust filter',
            ],
            [
              'Vacuum',
              'Suction through a floor head with a brush roll, for carpets and hard floors.',
              'Brush roll, dust bag or bin, HEPA filter',
            ],
            [
              'Disinfection robot',
              'Sprays or mists disinfectant, or shines UV-C light, along a route.',
              'Disinfectant tank, nozzles, UV-C lamps, filters',
            ],
          ],
        ),
      ]),
    ]),

    chapter(
      'daily-checks',
      'Daily checks',
      'Five minutes before and after each shift prevent most alarms and keep the cleaning result consistent.',
      [
        section('before-shift', 'Before the shift', [
          steps(
            'Check the battery level on the robot’s screen or in the app. Start a long task with at least 80 %.',
            'Look at the robot all round: bumper intact and moving freely, covers closed, no cable or string caught in the wheels.',
            'Wipe the lidar window, the cameras and the cliff and obstacle sensors with a soft, dry cloth.',
            'Scrubbers: fill the clean-water tank and check the detergent; check that the dirty-water tank is empty and its lid closes tightly.',
            'Sweepers and vacuums: empty the hopper or dust bin, and check the brushes for wrapped hair and string.',
            'Disinfection robots: check the disinfectant level, that the nozzles spray evenly and that no UV-C lamp is cracked.',
            'Walk the route of the first task: remove obstacles, set doors as they should be, and check that elevators and gates on the route are in service.',
            'Start the task and watch the first minute: the robot must find its position, leave the station and clean normally.',
          ),
          note(
            'Start the day on Home in the console: “Needs attention now” lists every ongoing alarm by device, and the daily completion rate shows how yesterday went. Deal with those devices first.',
          ),
        ]),
        section('after-shift', 'After the shift', [
          steps(
            'Send the robot back to its charging station, or check that it has returned and is charging.',
            'Scrubbers: empty and rinse the dirty-water tank, clean its filter basket, and leave the lid open so it dries.',
            'Empty the clean-water tank if the robot will stand unused for more than a day.',
            'Rinse the squeegee blades and wipe them dry; remove debris from the squeegee hose.',
            'Sweepers and vacuums: empty the hopper or dust bin and tap out the filter.',
            'Wipe the robot’s body with a damp, well wrung-out cloth.',
            'Look in the console for unread alarms of the day and note repeated ones for the weekly review.',
          ),
          warning(
            'Do not leave dirty water in the tank overnight. Bacteria grow quickly and cause odours, clogged filters and supply alarms.',
          ),
        ]),
        section('periodic-checks', 'Weekly and monthly checks', [
          table(
            'Periodic checks',
            ['Check', 'How often', 'What to do'],
            [
              [
                'Charging contacts',
                'Weekly',
                'Clean the contacts on the robot and the station with a dry cloth; check they are not bent or burnt.',
              ],
              ['Water-system filters', 'Weekly', 'Wash the clean-water filter and the workstation’s drain filter.'],
              [
                'Wear of consumables',
                'Weekly',
                'Check brushes, pads and squeegee blades against the replacement intervals.',
              ],
              [
                'Alarm review',
                'Weekly',
                'In the console, filter the alarm list by device and alarm type to find repeated faults.',
              ],
              ['Wheels and casters', 'Monthly', 'Remove hair and threads; replace wheels with worn or cracked treads.'],
              ['Safety functions', 'Monthly', 'Test the emergency stop and the bumper on every robot.'],
              ['Integrations', 'Monthly', 'Make a test ride in each elevator and a test pass through each gate.'],
              ['Maps', 'Monthly', 'Check that the maps still match the site, and update them after layout changes.'],
            ],
          ),
        ]),
      ],
    ),

    chapter(
      'consumables',
      'Consumables',
      'Worn consumables lower the cleaning quality and cause alarms. The robot counts the working hours of each consumable and raises a “Consumable replacement” alarm when one is due.',
      [
        section('consumable-intervals', 'Replacement intervals', [
          table(
            'Typical replacement intervals',
            ['Part', 'Robots', 'Check', 'Replace'],
            [
              [
                'Side brush',
                'Sweeper, scrubber',
                'Weekly',
                'Every 300 working hours, or when bristles are bent or worn to two thirds of their length',
              ],
              [
                'Main brush or brush roll',
                'Sweeper, scrubber, vacuum',
                'Weekly',
                'Every 500 working hours, or when bristles are worn unevenly',
              ],
              [
                'Scrubbing pad',
                'Scrubber',
                'After each shift',
                'When worn smooth or to half its thickness, typically every 2 to 4 weeks',
              ],
              [
                'Squeegee blades',
                'Scrubber',
                'Daily',
                'Turn to a fresh edge when rounded or nicked; replace after all edges are used, about every 3 months',
              ],
              ['Dust filter, HEPA filter', 'Sweeper, vacuum', 'Daily', 'Every 3 months, or at once when torn'],
              ['Water-system filter', 'Scrubber', 'Weekly', 'Every 6 months'],
              [
                'Spray nozzles',
                'Disinfection robot',
                'Weekly',
                'Every 12 months, or when the spray stays uneven after cleaning',
              ],
              ['UV-C lamp', 'Disinfection robot', 'Monthly', 'At the rated lamp life, usually 9,000 hours'],
            ],
          ),
          note(
            'These are typical values for mixed indoor use. Rough floors, sand and heavy soiling shorten them; the manufacturer’s values for your models take precedence. After every replacement, reset the part’s counter on the robot, or the alarm comes back.',
          ),
        ]),
        section('brushes', 'Brushes', [
          steps(
            'Switch the robot off and press the emergency stop.',
            'Side brush: unscrew or unclip it from its hub. Main brush: open the brush cover and pull the brush out sideways.',
            'Remove hair and string from the hubs and bearings with scissors or a hook.',
            'Fit the new brush. Check the direction marks: left and right side brushes are not interchangeable.',
            'Turn the brush by hand: it must rotate freely.',
            'Reset the brush counter on the robot.',
          ),
        ]),
        section('squeegees', 'Squeegee blades', [
          p('The squeegee behind a scrubber wipes the floor dry. A worn blade leaves streaks and wet patches.'),
          steps(
            'Lift the squeegee and detach it from the robot.',
            'Check the front and rear blades: the wiping edge must be straight and sharp.',
            'A blade usually has four usable edges. Turn it to a fresh edge before you replace it.',
            'Clean the connection of the suction hose and check the hose for cracks.',
            'Refit the squeegee and test: the floor behind the robot must be dry.',
          ),
          warning(
            'Wet floors left by a worn squeegee are a slip hazard. Put up signs and stop the task until the blade is fixed.',
          ),
        ]),
        section('filters', 'Filters', [
          p('A clogged filter lowers the suction and can overheat the suction motor.'),
          steps(
            'Remove the dust bin or hopper and take out the filter.',
            'Tap the dust out over a bin. Never wash a paper or HEPA filter unless its label says it is washable.',
            'Check the filter for tears, and replace a damaged filter at once.',
            'Refit the filter and the bin. The robot does not start while the bin is not seated correctly.',
            'After a replacement, reset the filter counter.',
          ),
        ]),
        section('pads', 'Scrubbing pads', [
          p(
            'Pads wear with use, not with time. Their colour shows how aggressive they are: white and red for daily cleaning and polishing, blue and green for heavier scrubbing, brown and black for stripping. The wrong pad can damage a floor.',
          ),
          steps(
            'Remove the pad from the pad driver.',
            'Wash it in warm water and let it dry flat.',
            'Replace it when it is worn smooth or to half its thickness.',
          ),
        ]),
        section('detergent-disinfectant', 'Detergent and disinfectant', [
          list(
            'Use only detergents approved for the robot: low-foaming and pH-neutral for daily cleaning. Foam gets into the suction system and damages the motor.',
            'Dose as the product label and the robot settings say. More detergent does not clean better; it leaves a sticky film that attracts dirt.',
            'Disinfection robots: use only disinfectants listed for the robot, at the concentration and contact time on the label.',
            'Never mix products, and never mix a chlorine product with an acid.',
            'Store chemicals closed and labelled, out of reach of the public, with their safety data sheets at hand.',
          ),
          warning(
            'Wear chemical-resistant gloves and eye protection when you fill detergent or disinfectant. Rinse splashes with plenty of water, and follow the safety data sheet for first aid.',
          ),
        ]),
      ],
    ),

    chapter(
      'charging',
      'Charging and batteries',
      'The robots charge themselves at their charging station between tasks. The station and the battery need a little care to stay reliable.',
      [
        section('charging-station', 'Placing the charging station', [
          list(
            'Place it against a wall on a flat, hard floor, with at least 1 m clear in front and 0.5 m on each side.',
            'Keep it out of direct sunlight, away from heaters and wet areas.',
            'Use an earthed wall socket that heavy equipment does not share. Do not use extension cords or power strips.',
            'Do not move the station once the map is built: the robot finds it by its position on the map. If you must move it, update the map.',
          ),
          note(
            'The indicator on the station must be lit. A dark indicator means the station has no power: check the plug and the circuit breaker.',
          ),
        ]),
        section('docking', 'Docking and returning to charge', [
          p(
            'The robot returns to charge by itself when its battery falls below the return level in its settings, and at the end of its tasks. To send it by hand:',
          ),
          steps(
            'Make sure the robot is on the same floor and the same map as its station.',
            'Choose “Return to charge” on the robot’s screen or in the app.',
            'The robot drives to the station and reverses onto the contacts; its screen shows that it is charging.',
          ),
          note('If docking fails repeatedly, clean the contacts and clear the area in front of the station.'),
          see({ id: 'alarm-rechargeFailed' }),
        ]),
        section('battery-care', 'Battery care', [
          list(
            'Lithium batteries last longest between 20 % and 90 %. Avoid running them flat.',
            'Batteries charge between 0 °C and 40 °C; outside that range charging pauses.',
            'For storage longer than two weeks, charge to about 50 %, switch the robot off and top up every month.',
            'Let a robot cool for 15 minutes after heavy work before it charges in a hot room.',
            'A battery that lasts much less than when new, for example less than 70 % of the original run time, should be checked by service.',
          ),
        ]),
        section('charging-safety', 'Charging safety', [
          warning(
            'Stop using a battery that is swollen, leaking, unusually hot or smells. If you can do so safely, move the robot away from anything flammable, switch it off and call service. Do not charge it.',
          ),
          list(
            'Use only the charger and the station supplied for the robot.',
            'Keep the contacts clean and dry, and never bridge them with metal.',
            'Keep a CO₂ or powder fire extinguisher near charging areas, and follow the site’s fire rules.',
            'Never open a battery: battery work is for trained service staff only.',
          ),
        ]),
      ],
    ),

    chapter(
      'elevators-gates',
      'Elevators and gates',
      'Robots that work on several floors ride elevators and pass access gates and automatic doors through integration modules connected to the platform.',
      [
        section('elevator-integration', 'How the elevator integration works', [
          p(
            'An elevator control module, connected to the elevator’s controller, lets the robot call the car, hold the doors, choose its floor and know when it has arrived. The robot waits at a marked waiting point in the lobby, enters when the doors are open and there is room, and leaves on its target floor.',
          ),
          list(
            'Each floor of the robot’s maps is linked to the elevator’s floor number in the module’s floor mapping.',
            'The module must be online; the robot app shows its status.',
            'The robot does not squeeze into a crowded car: it waits for the next one, and gives up after 5 minutes.',
          ),
        ]),
        section('elevator-commissioning', 'Commissioning an elevator', [
          steps(
            'Agree a date with the building management and the elevator company: the elevator is out of service during the tests.',
            'Install and connect the control module as its installation guide says, and check that it is online.',
            'Mark the waiting point and the entry point on the map of each floor.',
            'Enter the floor mapping: every map floor to the elevator’s floor number, including basements and skipped numbers.',
            'Make a test ride to each floor in both directions, with the robot alone in the car.',
            'Check the door holding time: the doors must not close while the robot enters or leaves.',
            'Run a complete task that uses the elevator and check that the console shows no “Abnormal elevator ride” alarm.',
          ),
          warning(
            'A robot must never ride an elevator in fire-service, maintenance or independent mode. The module must detect these modes and refuse robot rides; test that it does.',
          ),
        ]),
        section('gate-integration', 'Access gates and automatic doors', [
          p(
            'Gates, turnstiles and automatic doors open for the robot through a gate controller. The robot asks the gate to open, waits until it is fully open, passes, and the gate closes behind it.',
          ),
          steps(
            'Add the robot to the gate’s access list.',
            'Set a hold-open time long enough for the slowest robot to pass, typically at least 10 seconds.',
            'Mark waiting points on both sides of the gate on the map.',
            'Test a pass in both directions and watch that the gate does not start closing early.',
          ),
          note(
            'The gate’s own safety sensors must stay active. A gate that closes on a robot would also close on a person.',
          ),
        ]),
        section('integration-checks', 'What to check regularly', [
          table(
            'Elevator and gate checks',
            ['Check', 'How often', 'Good result'],
            [
              ['Elevator module online', 'Daily, in the app', 'Online, and no recent elevator alarms'],
              [
                'Test ride',
                'Monthly, and after elevator maintenance',
                'The robot reaches every floor and the doors hold',
              ],
              [
                'Floor mapping',
                'After any change to the building or the elevator',
                'Every map floor matches the car’s floor',
              ],
              ['Gate controller online', 'Daily, in the app', 'Online, and no recent gate alarms'],
              ['Gate hold-open time', 'Monthly', 'The slowest robot passes with time to spare'],
              ['Waiting areas', 'Weekly', 'Lobbies and gate areas free of stored goods'],
            ],
          ),
        ]),
      ],
    ),

    chapter(
      'maps',
      'Maps and location',
      'A robot navigates on a map of the site. It works out where it is by comparing what its lidar and cameras see with that map.',
      [
        section('mapping', 'Building and updating maps', [
          steps(
            'Prepare the area: open the doors that will be open during cleaning and remove temporary obstacles.',
            'Start mapping in the robot app and drive the robot slowly along every corridor and around every room, keeping to the middle.',
            'Close the loop: finish where you started, so the map joins up.',
            'Check the map for gaps and false walls, then save it.',
            'Place the charging station, the elevator and gate waiting points, and the cleaning areas of the tasks.',
          ),
          p(
            'Update the map when walls, shelving or large furniture move. Chairs and other small objects do not need a new map.',
          ),
        ]),
        section('relocalization', 'Relocalising a robot', [
          p(
            'A robot that was moved by hand, switched on away from its station, or confused by a changed environment must find its position again before it can work.',
          ),
          steps(
            'Move the robot to an open spot that is easy to find on the map, ideally next to its charging station.',
            'On the robot’s screen or in the app choose “Relocalise” and mark the robot’s position and heading on the map.',
            'Wait for the robot to confirm: the outline its lidar sees must fit the walls of the map.',
            'Resume the task.',
          ),
        ]),
        section('zones', 'No-go zones and virtual walls', [
          p(
            'No-go zones and virtual walls drawn on the map keep robots out of places they must not go: stairs and escalators, narrow gaps, spaces under low furniture, freshly wet floors, loading bays.',
          ),
          list(
            'Add a no-go zone wherever a robot has been trapped more than once.',
            'Keep a margin of at least 0.5 m around stairs, escalators and ramps.',
            'Review the zones after changes on site: a forgotten zone leaves an area uncleaned.',
          ),
          warning(
            'Virtual walls do not replace physical barriers at stairs and platform edges. Keep the robot’s cliff sensors clean and test them.',
          ),
        ]),
      ],
    ),

    alarmReference,

    chapter(
      'service',
      'After-sales service',
      'When to call the manufacturer’s or distributor’s service, and what to have ready.',
      [
        section('contact-service', 'When to call service', [
          list(
            'A fault comes back after you have followed the resolution steps.',
            'Any battery problem: swelling, heat, smell, or a sudden drop in run time.',
            'Physical damage: a cracked housing, a bent frame, a broken bumper.',
            'Elevator and gate integrations after building work or a change of elevator controller.',
          ),
          h('What to have ready'),
          list(
            'The device name and serial number, shown in the data overview on Home.',
            'The alarm type, its time and the reason shown in the alarm details.',
            'What you have tried, and photos of the problem.',
          ),
          see({ doc: 'product', id: 'home-overview', label: 'Product Documentation: data overview and export' }),
        ]),
      ],
    ),
  ],
);
