import { createContext, useContext } from 'react';

/**
 * How features open shell screens without importing the app's registry: the shell provides it.
 * A screen lives in the URL (/adminhome?form=<FrmName>) so that refresh and Back work.
 */
export interface ScreenNav {
  hasScreen: (frmName: string) => boolean;
  screenHref: (frmName: string) => string;
}

export const screenHref = (frmName: string) => `/adminhome?form=${encodeURIComponent(frmName)}`;

export const ScreenNavContext = createContext<ScreenNav>({
  hasScreen: () => false,
  screenHref,
});

export function useScreenNav(): ScreenNav {
  return useContext(ScreenNavContext);
}
