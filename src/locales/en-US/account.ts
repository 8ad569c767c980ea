// Messages of the account area (keys start with the area's prefix).
export default {
  'account.title': 'account',
};
