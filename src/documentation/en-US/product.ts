// Product documentation, English (the source; ja-JP and zh-CN have the same ids in the same order).
import { chapter, h, list, note, p, page, section, see, steps, table, warning } from '../build';

export default page(
  'This guide explains how to work with the Customer Operations Platform: signing in, working across organizations, reading the operating dashboards, handling alarms, and managing organizations, distributors, users, accounts and roles. Use the contents or the search field to find a topic; every section has its own link that you can share.',
  [
    chapter(
      'getting-started',
      'Getting started',
      'What you need to sign in, how the console is laid out, and how to choose the organization and the language you work in.',
      [
        section('signing-in', 'Signing in and out', [
          p(
            'The console has no login form of its own. You sign in on your company’s identity page, which sends you back to the console with a login token; the console then opens the page you asked for.',
          ),
          steps(
            'Open the console address your administrator gave you, for example the link in your invitation e-mail.',
            'If you are not signed in, the console sends you to the identity page. Sign in there with your account (e-mail address or phone number) and password.',
            'After signing in you land on Home, or on the page you originally opened. If you signed in with a one-time password, the console first asks you to choose your own password.',
          ),
          h('When the session expires'),
          p(
            'For your security a session ends after a period of inactivity, or when it is ended elsewhere. When the console says “Your session has expired. Please sign in again.”, it sends you to the identity page; sign in and you return to the console.',
          ),
          h('Logging out'),
          p(
            'Open the account menu at the right end of the header (your initial and nickname) and choose “Log Out”. The console removes the stored token and your organization choice from this browser and returns to the identity page.',
          ),
          warning('On a shared computer, always log out when you finish. Closing the tab does not end the session.'),
        ]),
        section('console-layout', 'The console at a glance', [
          p(
            'The header runs across the top: the product name, the search button, the organization switcher with the Platform Settings gear beside it, the alarm bell, the Help menu, the language switcher and the account menu. The menu on the left lists the areas your role allows; areas you have no permission for are not shown at all.',
          ),
          table(
            'Areas of the console',
            ['Area', 'What you do there'],
            [
              [
                'Home',
                'Read the dashboards of cleaning tasks, areas, hours and efficiency, and the data overview of your devices.',
              ],
              ['Organization Management', 'Add sub-organizations, open them, rename them and view their details.'],
              ['Manufacturer Management', 'See your distributor network and add subordinate distributors.'],
              ['User Management', 'Add members to the current organization, change their roles, remove them.'],
              ['Account Management', 'Edit accounts, reset passwords to a one-time password, delete accounts.'],
              ['Role Management', 'Define roles and the permissions they grant.'],
            ],
          ),
          p(
            'On a phone the menu folds behind the menu button in the header, and wide tables scroll sideways inside their cards.',
          ),
          note(
            'If the console shows “You currently have no organization permissions, please contact the administrator for configuration.”, your account belongs to no organization yet, or your role there grants no page. Ask an administrator of your organization to add you or to give your role permissions; “Copy the account and organization” on that page copies the details they need.',
          ),
        ]),
        section('organizations-switching', 'Organizations and switching', [
          p(
            'Everything you see in the console belongs to the current organization and the organizations below it: dashboards, alarms, members and roles. If you belong to several organizations, the organization switcher in the header lists them all.',
          ),
          steps(
            'Click the organization name in the header.',
            'Choose an organization in the menu. With many organizations the menu has a search field; you can also press Ctrl+K (Cmd+K on a Mac) anywhere, type part of the name and press Enter.',
            'The console loads your permissions in that organization and reloads the page you are on with its data.',
          ),
          p(
            'The console remembers your choice in this browser. The next time you sign in it opens the same organization, as long as you still belong to it; otherwise it opens the first organization of your list.',
          ),
          note(
            'Your role can differ from one organization to another. A menu entry that disappears after switching means that your role in the new organization does not include that page.',
          ),
        ]),
        section('languages', 'Languages', [
          p(
            'The console speaks English, Japanese (日本語) and Simplified Chinese (简体中文). Choose the language with the globe button in the header. Each language is listed in its own name, so you can find yours whatever language is on screen.',
          ),
          p(
            'Changing the language reloads the page so that every label, date and number follows it. The choice is remembered in this browser and shared with the identity page. Messages from the platform, such as alarm reasons and remedies or error messages, also arrive in the chosen language.',
          ),
          note('This documentation has the same language switcher in its header and follows the same choice.'),
        ]),
        section('help-and-search', 'Help and search', [
          p(
            'The Help menu in the header opens the product documentation, the maintenance instructions and the video tutorials, and, on a page that has one, the section about that page. Each management page also has a link beside its title, such as “Help: Organization management”. Help opens in a new tab, in your language.',
          ),
          p(
            'To go anywhere quickly, press Ctrl+K (Cmd+K on a Mac) or click the search button in the header. Type part of a name: the palette finds the pages you may open, your organizations (choosing one switches to it), the sections of this documentation and the latest alarms (choosing one opens its details). Use ↑ and ↓ to move, Enter to open and Esc to close.',
          ),
        ]),
        section('alternate-mode', 'Distributor (alternate) mode', [
          p(
            'Distributor staff can open a customer organization they serve directly from the distributor platform. The console then runs in alternate mode, and a blue banner at the top of the page names the organization, for example “Viewing organization: Harbour Convention Center”.',
          ),
          list(
            'You act with that organization’s default administrator role, so you can support the customer with their own data.',
            'The organization switcher is hidden: the banner names the organization you are working in.',
            'Every request carries your own distributor as its source, so the platform records who made each change.',
          ),
          h('Leaving alternate mode'),
          steps(
            'Click “Back to my organizations” in the banner.',
            'The console reloads and opens your own organizations again.',
          ),
          warning(
            'Changes you make in alternate mode are real changes to the customer’s organization. Agree them with the customer before you make them.',
          ),
        ]),
      ],
    ),

    chapter(
      'home',
      'Home dashboards',
      'Home first shows what needs attention now, then how the robots of the current organization and its sub-organizations performed in a period, and lists the devices with their figures.',
      [
        section('home-attention', 'Needs attention now', [
          p(
            '“Needs attention now” is the first thing on Home: every ongoing alarm of the current organization and its sub-organizations, grouped by device, the devices with the most ongoing alarms first. Each alarm shows its type and since when it has been ongoing.',
          ),
          p(
            'Click an alarm to open its details and remedies. The totals, such as “3 ongoing alarms on 2 devices”, open the alarm list filtered to ongoing alarms. When nothing is ongoing, Home says “Nothing needs attention: no alarm is ongoing.”',
          ),
        ]),
        section('home-kpis', 'Key figures', [
          p(
            'The cards at the top of Home summarise the cleaning tasks of the chosen period. Each card has a help icon; point at it or focus it with the keyboard to read the definition.',
          ),
          table(
            'Key figures on Home',
            ['Figure', 'Meaning', 'How to read it'],
            [
              [
                'Task count',
                'Cleaning tasks run in the period.',
                'A drop while the schedule is unchanged often means that tasks failed to start: check the alarms.',
              ],
              [
                'Time per task (min)',
                'Average working time per task.',
                'A rising time per task on the same routes points to obstacles, waiting at elevators or worn consumables.',
              ],
              [
                'Planned cleaning area (m²)',
                'Area the tasks were planned to clean.',
                'Set by the task plans; it changes when plans or maps change.',
              ],
              [
                'Actual cleaning area (m²)',
                'Area the tasks actually cleaned.',
                'Compare it with the planned area: the difference is what was skipped.',
              ],
              [
                'Working hours (h)',
                'Time from the start to the end of each task, added up.',
                'Includes travel, waiting for elevators and gates, charging and pauses.',
              ],
              [
                'Cleaning completion rate (%)',
                'Actual cleaning area ÷ planned cleaning area.',
                'Below about 90 % deserves a look: blocked routes, trapped robots, low battery.',
              ],
              [
                'Effective working hours (h)',
                'Time spent cleaning, without travel, charging or pauses.',
                'The closer to the working hours, the better the robots’ time is used.',
              ],
              [
                'Cleaning efficiency (m²/h)',
                'Actual cleaning area per effective working hour.',
                'Depends on robot type and floor; compare a site with itself over time.',
              ],
            ],
          ),
          p(
            'With Last 7 Days or Last 30 Days, each card also shows the change against the previous period of the same length, for example the seven days before. Rates change in percentage points. When the previous period had no tasks, the card says so instead of showing a change.',
          ),
        ]),
        section('home-period', 'Choosing the period', [
          p(
            'Choose the period above the cards: All, Last 7 Days or Last 30 Days. Days are whole days in the time zone of the organization (set in Platform Settings), and the line next to the filter names the dates and the time zone. Today is left out until it has ended. The period is part of the page address, so a link you share opens the same view. A change of less than 1 % against the previous period (half a point for the completion rate) is shown in grey: it is neither better nor worse.',
          ),
          p(
            'When there were no cleaning tasks in the period, Home says so and offers “Show all data”. If you expected tasks, check that the robots are online and that their tasks are scheduled.',
          ),
        ]),
        section('home-trends', 'Trends', [
          p(
            'Below the cards, four charts show the period day by day: tasks per day, cleaning area per day, working hours per day and completion rate per day. Use them to find a day that stands out, then look at the alarms of that day.',
          ),
          note('The charts load after the key figures, so the first numbers appear quickly even on a slow connection.'),
        ]),
        section('home-fleet', 'Fleet health', [
          p(
            'Fleet health shows the alarms of the period: how many of each type, and the devices needing attention, with their number of alarms, their total alarm time and the alarms still ongoing; devices with an ongoing alarm come first. Alarm days are whole days in the time zone of the organization, as in the alarm list.',
          ),
          p(
            'Click a device to open its alarms for the period in the alarm list, or click a type to open the alarms of that type.',
          ),
        ]),
        section('home-overview', 'Data overview and export', [
          p(
            'Home describes the current organization and its sub-organizations: the counts next to the period, the key figures, fleet health and the data overview cover the same organizations and devices. To see another organization, switch to it in the header. The data overview lists these devices, with serial number, organization, device type and their figures for the period.',
          ),
          list(
            'All organizations: narrow the list to one organization.',
            'All devices: find one device by its name.',
            'All device types: scrubbers, sweepers, vacuums or disinfection robots.',
          ),
          h('Exporting to CSV'),
          steps(
            'Set the filters to the devices you want.',
            'Click “Export CSV”.',
            'The console downloads every device that matches the filters, not only the page on screen, and tells you how many devices it exported.',
          ),
          note(
            'The file is UTF-8 with a byte order mark, so Excel shows Japanese and Chinese names correctly. Numbers are raw values with their units in the column headers, ready for calculation.',
          ),
        ]),
      ],
    ),

    chapter(
      'alarms',
      'Alarm messages',
      'Robots, workstations, elevators and gates report problems as alarms. The console collects the alarms of the current organization and of its sub-organizations.',
      [
        section('alarms-bell', 'The alarm bell', [
          p(
            'The bell in the header shows how many alarms you have not read yet. The count refreshes every minute while the console is on screen, and whenever you switch organizations.',
          ),
          p(
            'Click the bell to see the most recent alarms: their type, device, organization, when each started, and whether it is still ongoing or was cleared, with its duration. Alarm types muted in Platform Settings are neither counted nor listed here; the full alarm list still shows them.',
          ),
          note('Read and unread are kept per user: an alarm you have read still counts as unread for your colleagues.'),
        ]),
        section('alarms-unread', 'Only unread, and the full list', [
          p(
            'Turn on “Only unread” in the bell to see only the alarms you have not read. Click “More” to open the full list in a side panel.',
          ),
          list(
            'Filter the list by alarm type (each type shows how many alarms the other filters leave), organization, device, alarm state (“Ongoing” or “Cleared”), read status and time range; “Clear filters” starts again.',
            'Click the Time or Duration column heading to sort the whole list by it.',
            '“Export CSV” downloads every alarm that matches the filters, in the order of the list, with times in the organization’s time zone.',
            'The filters and the page are kept in the page address: a reload or a shared link shows the same list.',
            '“Mark all as read” marks every alarm that matches the current filters as read, after you confirm.',
          ),
        ]),
        section('alarms-details', 'Alarm details', [
          p(
            'Click an alarm to open its details: organization, device, time, state (“Ongoing” or “Cleared”), when it was cleared, duration and read status (“Unread” or “Read”). Below them, the platform explains the reason for the alarm and lists the remedies in the order to try them. The list shows the state and the read status in two columns of their own.',
          ),
          p('Opening the details marks the alarm as read, and the count on the bell drops at once.'),
          p(
            'The link “Maintenance instructions for this alarm” opens, in a new tab, the section of the maintenance instructions about that alarm type: what it means, its likely causes and a step-by-step resolution.',
          ),
          see({ doc: 'maintenance', id: 'alarm-reference', label: 'Maintenance Instructions: alarm reference' }),
        ]),
        section('alarms-types', 'The ten alarm types', [
          table(
            'Alarm types',
            ['Alarm type', 'What happened'],
            [
              ['Task exception', 'A cleaning task stopped early or could not start.'],
              ['Device failure', 'A component of the robot failed, such as a motor or a sensor.'],
              ['Location loss', 'The robot no longer knows where it is on its map.'],
              ['Consumable replacement', 'A brush, filter, squeegee or pad has reached the end of its life.'],
              ['Recharge failed', 'The robot could not charge at its charging station.'],
              ['Abnormal elevator ride', 'A ride with the elevator failed or ended on the wrong floor.'],
              [
                'Workstation failure',
                'The station that fills, drains or cleans the robot reported a fault or went offline.',
              ],
              ['Machine trapped', 'The robot is stuck and cannot find a way out.'],
              ['Abnormal supply', 'Water, detergent or disinfectant is missing or not dosed.'],
              ['Abnormal gate', 'An access gate did not open, or closed while the robot was passing.'],
            ],
          ),
          see({ doc: 'maintenance', id: 'alarm-reference', label: 'Maintenance Instructions: alarm reference' }),
        ]),
      ],
    ),

    chapter(
      'management',
      'Managing organizations and people',
      'Administrators manage the structure of the fleet and who may use the console. Which of these pages and actions you see depends on your role.',
      [
        section('manage-organizations', 'Organization management', [
          p(
            'Organization Management lists the child organizations of the current organization. Filters and the page stay in the address, so “Back to list” returns you to the list as you left it.',
          ),
          h('Adding an organization'),
          steps(
            'Click “Add organization”.',
            'Enter the organization name (4 to 64 characters; see the naming rules) and, if you use them, a code such as HFG-T2.',
            'Select the organization location (country, region, city) and enter the street address (street, building, floor).',
            'Choose the operation model: Direct operation, Leasing or Distributor operated.',
            'Enter at least one administrator account, an e-mail address or phone number. “Add administrator” adds another.',
            'Click “OK”. The console confirms with “Add Successful”.',
          ),
          note(
            'Organization names must be unique. If a name is already taken the form says “Organization name is duplicate”; the check ignores upper and lower case and full-width and half-width forms.',
          ),
          h('Opening and renaming'),
          p(
            'Click “Open” on a row to see the organization details. “Rename” changes the name in place; the console confirms with “Name Change Successful”. “Back to list” returns to the list.',
          ),
        ]),
        section('manage-distributors', 'Manufacturer (distributor) management', [
          p(
            'Distributors sell and service the robots on behalf of the manufacturer. They form a network in levels: each distributor may have subordinate distributors. Manufacturer Management shows your current distributor and every distributor below it, with its level and superior distributor.',
          ),
          h('Adding a subordinate distributor'),
          steps(
            'Click “Add subordinate distributor”.',
            'Enter the distributor name and, if you use them, a code such as PRD-W. The new distributor reports to your current distributor.',
            'Click “OK”. The console asks once more, because a distributor cannot be deleted once it is created; click “Confirm” to create it.',
          ),
          warning(
            '“Confirm the creation of this distributor? Once created, it cannot be deleted!” Check the name and the superior distributor carefully before you confirm.',
          ),
          note('An organization served directly by the manufacturer has no distributor network, and the page says so.'),
        ]),
        section('manage-users', 'User management', [
          p(
            'User Management lists the members of the current organization with their account, nickname and role. Your own row is marked “You”.',
          ),
          h('Adding a user'),
          steps(
            'Click “Add user”.',
            'Enter the account: an e-mail address or phone number, 1 to 64 characters, without spaces at the start or end.',
            'Select a role. The list offers only roles whose permissions you hold yourself; the others are shown disabled with the reason.',
            'Click “Add”. A new account is created with a one-time password, which the console shows once; an existing account is invited and joins when its holder accepts with that one-time password.',
          ),
          p(
            '“Change role” gives a member another role. “Remove” takes a member out of this organization, after you confirm; the account itself stays and keeps its other organizations.',
          ),
          note('“User already exists” means that the account is already a member of this organization.'),
        ]),
        section('manage-accounts', 'Account management', [
          p(
            'Account Management lists the accounts of the current organization with account name, nickname, role, creation time and remark.',
          ),
          list(
            'Edit: change the account name, the nickname and the remark. Account names are unique; a name already in use gives “Account name is duplicate”.',
            'Reset password: after you confirm, gives the account a new one-time password and ends its sessions.',
            'Delete: removes the account from every organization, after you confirm. It can no longer sign in, and this cannot be undone.',
          ),
          p(
            'When an account is added or its password is reset, the console shows its one-time password once, with a copy button. Share it securely: the user signs in with it and must then choose their own password.',
          ),
          warning('Never send the one-time password in the same unencrypted message as the account name.'),
        ]),
        section('manage-roles', 'Role management', [
          p(
            'A role is a named set of permissions. Every organization has two default roles, Administrator and Ordinary user, marked “Default”. Their permissions cannot be changed and they cannot be deleted.',
          ),
          h('Adding or editing a role'),
          steps(
            'Click “Add role”, or “Edit” on a role.',
            'Enter the role name. It must follow the naming rules and be unique in the organization.',
            'Tick the permissions. Ticking a menu selects the page and all of its actions; “Select all” ticks everything you may grant. Permissions you do not hold yourself are shown but cannot be granted.',
            'Click “Save”. Members with this role get the new permissions when their console next loads them.',
          ),
          table(
            'Permissions by menu',
            ['Menu', 'Actions it can grant'],
            [
              ['Home', 'Open the page'],
              ['Organization Management', 'Open the page, add organizations, edit organizations'],
              ['Manufacturer Management', 'Open the page, add distributors'],
              ['User Management', 'Open the page, add users, change user roles, remove users'],
              ['Account Management', 'Open the page, edit accounts, reset passwords, delete accounts'],
              ['Role Management', 'Open the page, add roles, edit roles, delete roles'],
              ['Platform Settings', 'Open the page, change platform settings'],
              ['Product Tutorials', 'Add video tutorials'],
            ],
          ),
          warning(
            'Deleting a role asks “Please confirm whether to delete this role, irreversible after deletion”. A role still held by members cannot be deleted: give them another role first. You cannot change the permissions of your own role, though you can rename it.',
          ),
        ]),
        section('naming-rules', 'Naming rules', [
          p(
            'The same rules apply to names everywhere in the console: organizations, distributors, roles and accounts.',
          ),
          list(
            'No special characters: < > / ? ; : \' " [ ] { } | ( ) ` ~',
            'No space at the start or at the end.',
            'Organization names: 4 to 64 characters.',
            'Account names: 1 to 64 characters.',
            'Where a minimum length of 4 applies, the message is “Minimum length must be 4 or more”.',
          ),
          p(
            'The console checks as you type and the platform checks again when you save. Either way the field says what is wrong, and nothing you typed is lost.',
          ),
        ]),
      ],
    ),

    chapter(
      'personal',
      'My account and settings',
      'Your own profile, password and theme, and the settings of the organization.',
      [
        section('personal-center', 'My account', [
          p(
            'Open the account menu at the right end of the header and choose “My account”. It opens beside the page with three tabs: “Profile”, “Change password” and “Appearance”. The profile shows your account, nickname, e-mail, phone, role and organizations.',
          ),
          p(
            'Change your nickname, e-mail or phone there and click “Save”; the new nickname appears in the header and in the member lists. In “Appearance”, choose the “Layout theme”, light or dark. It is yours alone and follows you to every organization and device you sign in on.',
          ),
          h('Changing your password'),
          steps(
            'In My account, open the “Change password” tab.',
            'Enter your current password.',
            'Enter a new password, then enter it again to confirm it. The list under the field ticks off each requirement as you type: 8 to 32 characters, an upper-case and a lower-case letter, a digit, a symbol and no spaces.',
            'Click “Change password”. If the current password is wrong, the form says “The current password is incorrect.” and keeps what you typed.',
          ),
          note(
            'When you sign in with a one-time password from your administrator, the console first asks you to “Choose your own password”; the one-time password stops working then. Invitations to other organizations are shown at sign-in too: accept one with the one-time code its administrator gave you.',
          ),
        ]),
        section('platform-settings', 'Platform settings', [
          p(
            'Platform Settings belong to the organization and apply to everyone in it. Members whose role includes Platform Settings open them with the gear beside the organization switcher in the header, named after the current organization: “Platform Settings of Harbour Convention Center”. The layout theme is not among them: each person chooses it in My account.',
          ),
          table(
            'Platform settings',
            ['Setting', 'Effect'],
            [
              [
                'Notification language',
                'The language of the notifications the platform sends for the organization, such as alarm e-mails and text messages. Everyone still chooses the language of their own console in the header.',
              ],
              [
                'Time zone',
                'The time zone of alarm times, creation times and the days of the alarm filters, and of the whole days Home counts.',
              ],
              [
                'Alarm notifications',
                'For each alarm type, “Notify” or “Muted”. A muted type is not counted on the alarm bell and not listed among its recent alarms; the full alarm list still shows every alarm.',
              ],
            ],
          ),
          note(
            'Only roles with the “Change platform settings” permission can save changes; others can read the settings. An organization without settings of its own uses those of its parent organization until someone saves.',
          ),
        ]),
      ],
    ),

    chapter(
      'tutorials',
      'Video tutorials',
      'Short videos about the console and the robots, in the “Video tutorials” tab of this Product Documentation.',
      [
        section('tutorials-watch', 'Watching a tutorial', [
          p(
            'The tab lists each tutorial with its title, description, duration, language and a thumbnail. Choose one to play it in the page with the browser’s own video player. A video hosted on another site is offered as a link that opens in a new tab.',
          ),
          p(
            'The list starts with the tutorials in your language. Choose “All languages” to see every tutorial, or search by title.',
          ),
        ]),
        section('tutorials-add', 'Adding a video tutorial', [
          p(
            'Members whose role includes “Add video tutorials” see “Add video tutorial” in the tab. A tutorial added this way is shown to your organization and its sub-organizations.',
          ),
          steps(
            'Click “Add video tutorial”.',
            'Enter a title (required; the naming rules apply) and, if you like, a description.',
            'Choose the language of the video.',
            'Enter the video URL, starting with http:// or https://, and, if you like, its duration (mm:ss).',
            'Click “Add”. The new tutorial appears in the list.',
          ),
        ]),
      ],
    ),

    chapter('help', 'Messages and help', 'What common messages mean, and what to send when you ask for help.', [
      section('common-messages', 'Common messages', [
        table(
          'Messages and what to do',
          ['Message', 'What to do'],
          [
            [
              'Your session has expired. Please sign in again.',
              'Sign in again on the identity page; the console opens again afterwards.',
            ],
            [
              'You do not have access to this organization.',
              'Choose another organization in the switcher, or ask an administrator to add you.',
            ],
            [
              'You do not have permission for this action.',
              'Your role does not include this action. Ask an administrator.',
            ],
            [
              'The platform did not answer in time. Please retry.',
              'Wait a moment and retry; if it keeps happening, check the network.',
            ],
            [
              'A new version of the console was deployed. Reload the page to continue.',
              'Click “Reload”. Nothing you saved is lost.',
            ],
            ['Request error, please retry', 'Retry. If the error persists, contact support with the details below.'],
          ],
        ),
      ]),
      section('getting-help', 'Asking for help', [
        p('When you contact support, include what lets them reproduce the problem quickly:'),
        list(
          'The page address and the time the problem happened, with your time zone.',
          'The organization you were working in, and whether the console was in alternate mode.',
          'What you did, what you expected, and the message shown, with its error code if there was one.',
          'A screenshot, if it helps.',
        ),
      ]),
    ]),
  ],
);
