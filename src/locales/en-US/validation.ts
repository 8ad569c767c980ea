export default {
  'validation.required': 'Fill in this field',
  'validation.name.special': 'Must not contain {chars}',
  'validation.name.space': 'Must not start or end with a space',
  'validation.name.invisible': 'Must not contain invisible or text-direction characters',
  'validation.minLength4': 'Minimum length must be 4 or more',
  'validation.maxLength': 'Maximum length is {max} characters',
  'validation.length': 'Length must be {min}-{max} characters',
};
