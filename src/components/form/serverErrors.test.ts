// A failed submit's answer lands on the field it concerns, in the user's language.
import { setIntl } from '@@/plugin-locale/localeExports';
import { BizError } from '@/request/errors';
import { ORG_NAME_LENGTH } from '@/domain/nameRules';
import { showServerFieldError } from './serverErrors';

function fakeForm(values: Record<string, unknown>) {
  const set: Array<{ name: unknown; errors?: string[] }> = [];
  return {
    set,
    form: { setFields: (fields: typeof set) => set.push(...fields), getFieldValue: (name: string) => values[name] },
  };
}

const spec = { duplicates: { '010002': 'name' }, lengths: { name: ORG_NAME_LENGTH } };

afterEach(() => setIntl('en-US'));

it('puts a duplicate name on the name field', () => {
  setIntl('zh-CN');
  const { form, set } = fakeForm({ name: 'Harbour' });
  expect(showServerFieldError(form, new BizError({ code: '010002', message: 'dup' }), spec)).toBe(true);
  expect(set).toEqual([{ name: 'name', errors: ['组织名称重复'] }]);
});

it('puts a server-side rule on the field it names', () => {
  const { form, set } = fakeForm({ name: 'abc' });
  expect(
    showServerFieldError(
      form,
      new BizError({ code: '010007', message: '', data: { field: 'name', rule: 'tooShort' } }),
      spec,
    ),
  ).toBe(true);
  expect(set[0].errors).toEqual(['Minimum length must be 4 or more']);
});

it('leaves other failures to the request layer alone', () => {
  const { form, set } = fakeForm({ name: 'Harbour' });
  expect(showServerFieldError(form, new BizError({ code: '000500', message: '' }), spec)).toBe(false);
  expect(
    showServerFieldError(
      form,
      new BizError({ code: '010007', message: '', data: { field: 'elsewhere', rule: 'required' } }),
      spec,
    ),
  ).toBe(false);
  expect(showServerFieldError(form, new Error('network'), spec)).toBe(false);
  expect(set).toEqual([]);
});
