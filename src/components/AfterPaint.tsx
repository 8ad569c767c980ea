/**
 * Renders its children one painted frame after it mounts, and `placeholder` until then: for a part of the screen
 * that can follow the content the user came for, so that the first render holds that content only.
 */
import type { ReactNode } from 'react';
import { useAfterPaint } from '@/hooks/useAfterPaint';

export default function AfterPaint({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  return <>{useAfterPaint(true) ? children : placeholder}</>;
}
