// Messages of alarms as they happen: new rows of the list, the notice of a new alarm and desktop notifications.
export default {
  'alarm.live.new': 'New',
  'alarm.live.count': '{count, plural, one {# new alarm} other {# new alarms}}',
  'alarm.live.pending':
    '{count, plural, one {# new alarm matches these filters.} other {# new alarms match these filters.}}',
  'alarm.live.show': 'Show',
  'alarm.notice.one': 'New alarm: {type}',
  'alarm.notice.view': 'View',
  'alarm.notice.announce': 'New alarm: {type} on {device}',
  'alarm.desktop.title': 'Desktop notifications',
  'alarm.desktop.intro':
    'Your browser tells you of a new alarm even while the console is in a background tab. One notification per alarm, however many tabs are open.',
  'alarm.desktop.switch': 'Desktop notifications of alarms on this browser',
  'alarm.desktop.state.on': 'On',
  'alarm.desktop.state.off': 'Off',
  'alarm.desktop.state.blocked': 'Blocked by the browser',
  'alarm.desktop.state.unsupported': 'This browser cannot show desktop notifications.',
  'alarm.desktop.blocked.title': 'The browser blocks notifications from the console',
  'alarm.desktop.blocked.help':
    'To allow them, select the icon to the left of the address bar, set Notifications to Allow, then reload this page.',
  'alarm.desktop.types': 'They notify these alarm types:',
  'alarm.desktop.noTypes': 'Every alarm type is muted, so there is nothing to notify.',
  'alarm.desktop.typesWhere': 'Your organization chooses the types in Platform Settings, under Alarm notifications.',
  'alarm.desktop.openSettings': 'Open Platform Settings',
};
