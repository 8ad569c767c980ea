/**
 * Tells ops that config.js has an unknown or malformed key (src/session/runtimeConfig.ts): one line per key, naming
 * it, its value and what the console uses instead. Nothing renders for a correct configuration.
 */
import { Alert } from 'antd';
import { useState } from 'react';
import { useIsolatedT } from '@/locales/isolated';
import { useT } from '@/locales/t';
import { type ConfigProblem, getRuntimeConfig, runtimeConfigProblems } from '@/session/runtimeConfig';

function ProblemLine({ problem }: { problem: ConfigProblem }) {
  const ti = useIsolatedT();
  const t = useT();
  const { key, value, suggestion } = problem;
  if (problem.kind === 'unknown')
    return (
      <li>
        {suggestion
          ? ti('shell.config.unknownSuggest', { key, value, suggestion })
          : ti('shell.config.unknown', { key, value })}
      </li>
    );
  if (key === 'ROPC_CONFIG') return <li>{t('shell.config.notObject')}</li>;
  const fallback = getRuntimeConfig()[key as keyof ReturnType<typeof getRuntimeConfig>];
  return <li>{ti('shell.config.invalid', { key, value, fallback })}</li>;
}

const LIST = { margin: '0 0 4px', paddingInlineStart: 20 };

export default function ConfigNotice() {
  const t = useT();
  const [problems] = useState(runtimeConfigProblems);
  if (!problems.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      closable
      data-testid="config-notice"
      message={t('shell.config.title')}
      description={
        <>
          <ul style={LIST}>
            {problems.map((problem) => (
              <ProblemLine key={problem.key} problem={problem} />
            ))}
          </ul>
          {t('shell.config.advice')}
        </>
      }
    />
  );
}
