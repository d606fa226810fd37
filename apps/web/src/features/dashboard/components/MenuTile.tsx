import { useId } from 'react';
import { Card } from '@mantine/core';
import { Link } from 'react-router';
import type { Menu } from '@kaksha/contracts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { MenuIcon } from './MenuIcon.tsx';
import classes from './MenuTile.module.css';

interface MenuTileProps {
  menu: Menu;
  onOpen: (menu: Menu) => void;
  hrefFor: (frmName: string) => string;
}

/** One top-level menu: animated icon, title, 'Manage {menu}' and its submenus as links. */
export function MenuTile({ menu, onOpen, hrefFor }: MenuTileProps) {
  const manageId = useId();
  const subs = menu.SubMenus.filter((sub) => sub.FrmName);
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.tile} component="article">
      <div className={classes.head}>
        <MenuIcon name={menu.MenuName} />
        <div>
          <h3 className={classes.title}>
            <button
              type="button"
              className={classes.open}
              aria-describedby={manageId}
              onClick={() => onOpen(menu)}
            >
              {menu.MenuName}
            </button>
          </h3>
          <p className={classes.manage} id={manageId}>
            {fmt(t.dashboard.manage, { menu: menu.MenuName })}
          </p>
        </div>
      </div>
      {subs.length > 0 && (
        <ul className={classes.subs} aria-label={menu.MenuName}>
          {subs.map((sub) => (
            <li key={sub.MenuCode}>
              <Link to={hrefFor(sub.FrmName!)} className={classes.sub}>
                {sub.MenuName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
