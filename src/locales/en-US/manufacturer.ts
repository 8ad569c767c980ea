// Messages of the manufacturer area (keys start with the area's prefix).
export default {
  'manufacturer.title': 'Distributors',
  'manufacturer.field.name': 'Distributor name',
  'manufacturer.field.code': 'Distributor code',
  'manufacturer.field.level': 'Level',
  'manufacturer.field.parent': 'Superior distributor',
  'manufacturer.level': 'Level {level}',
  'manufacturer.current': 'Current distributor: {name}',
  'manufacturer.current.tag': 'Current',
  'manufacturer.current.help': 'You manage this distributor and the distributors below it.',
  'manufacturer.none':
    'This organization is served directly by the manufacturer, so it has no distributor network to manage.',
  'manufacturer.none.purpose':
    "This page is for organizations that sell through distributors: it lists the organization's distributor and the distributors below it, in a table here, where you can also add subordinate distributors. Once a distributor serves this organization, it appears here.",
  'manufacturer.create': 'Add subordinate distributor',
  'manufacturer.create.under': 'The new distributor will report to {name}.',
  'manufacturer.create.confirm': 'Confirm the creation of this distributor? Once created, it cannot be deleted!',
  'manufacturer.create.confirmName': '“{name}” will be added under {parent}.',
  'manufacturer.placeholder.name': 'For example West Coast Service',
  'manufacturer.placeholder.code': 'Optional, for example PRD-W',
};
