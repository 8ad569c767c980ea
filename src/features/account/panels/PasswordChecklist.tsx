/**
 * The password rule, shown before anything is typed and ticked off live as the user types: each requirement says
 * (also to screen readers) whether the candidate meets it.
 */
import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { VISUALLY_HIDDEN } from '@/components/visuallyHidden';
import { useT } from '@/locales/t';
import { PASSWORD_CHECKS, passwordChecks } from '@/domain/passwordRules';

export default function PasswordChecklist({ value }: { value?: string }) {
  const t = useT();
  const { token } = theme.useToken();
  const result = passwordChecks(value);
  return (
    <div style={{ marginTop: 8 }}>
      <div style={{ color: token.colorTextSecondary, marginBottom: 4 }}>{t('profile.password.rules')}</div>
      <ul
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}
        data-testid="password-checklist"
      >
        {PASSWORD_CHECKS.map((check) => {
          const met = result[check];
          return (
            <li
              key={check}
              data-check={check}
              data-met={met}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                color: met ? token.colorText : token.colorTextSecondary,
              }}
            >
              {met ? (
                <CheckCircleFilled aria-hidden style={{ color: token.colorSuccessText }} />
              ) : (
                <MinusCircleOutlined aria-hidden />
              )}
              <span>
                {t(`profile.password.rule.${check}`)}
                <span style={VISUALLY_HIDDEN}>
                  {' '}
                  ({t(met ? 'profile.password.rule.met' : 'profile.password.rule.unmet')})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
