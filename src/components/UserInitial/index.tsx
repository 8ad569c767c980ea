/**
 * The user's initial in a circle, or the user icon without a name. Not antd's Avatar: with text inside, Avatar
 * measures the text after mounting to scale it (a forced layout of the whole page in the header of every page
 * load, 35 ms per load unthrottled in a profile); one letter needs no scaling.
 */
import { UserOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import './userInitial.css';

export default function UserInitial({ name, size, fontSize }: { name: string; size: number; fontSize: number }) {
  const { token } = theme.useToken();
  // The first character, not the first UTF-16 unit (a name may start with a character outside the BMP).
  const initial = [...name.trim()][0]?.toUpperCase();
  return (
    <span
      className="user-initial"
      aria-hidden
      data-testid="user-initial"
      style={{ width: size, height: size, fontSize, background: token.colorPrimary, color: token.colorTextLightSolid }}
    >
      {initial || <UserOutlined />}
    </span>
  );
}
