// Messages of Platform Settings: the organisation's settings and the personal layout theme.
export default {
  'settings.title': 'Platform Settings',
  'settings.org.heading': 'Settings of {name}',
  'settings.noPermission.title': 'You do not have permission to open Platform Settings',
  'settings.noPermission.description':
    'Ask an administrator of this organization if its settings need to change. Your own preferences, such as the layout theme, are in My account.',
  'settings.noPermission.openProfile': 'Open My account',
  'settings.readOnly':
    'You can view these settings but not change them. Ask an administrator of this organization to change them.',
  'settings.inherited':
    'This organization uses the settings of its parent organization. Saving here gives it settings of its own.',
  'settings.loadFailed': 'The settings could not be loaded.',
  'settings.saved': 'Settings saved.',
  'settings.language': 'Notification language',
  'settings.language.extra':
    'The language of the notifications the platform sends for this organization, such as alarm e-mails and text messages. Everyone chooses the language of their own console in the header.',
  'settings.language.required': 'Select a notification language',
  'settings.timeZone': 'Time zone',
  'settings.timeZone.extra':
    'Alarm times, creation times and the days of the alarm filters are shown in this time zone. The Home dashboards count whole days in this time zone too, and say so.',
  'settings.timeZone.now': 'Time there now: {time}',
  'settings.timeZone.invalid': 'Select a time zone from the list',
  'settings.alarms': 'Alarm notifications',
  'settings.alarms.extra':
    'A muted alarm type is not counted on the alarm bell and not listed among its recent alarms. The full alarm list still shows every alarm.',
  'settings.alarms.notify': 'Notify {type} in the console',
  'settings.alarms.on': 'Notify',
  'settings.alarms.off': 'Muted',
  'settings.appearance': 'Appearance',
  'settings.appearance.personal':
    'Just for you: your choice follows you to every organization and device you sign in on.',
  'settings.theme': 'Layout theme',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
};
