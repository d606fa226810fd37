import { StatementDrawer } from '../components/StatementDrawer.tsx';
import { withServer } from '../../../test/withServer.tsx';

/** The fee statement drawer of Meera Nair (student 42), open, with `answer` as the server. */
export function renderStatementDrawer(canManage: boolean, answer: Parameters<typeof withServer>[1]) {
  return withServer(
    <StatementDrawer
      student={{ studentId: 42, name: 'Meera Nair', admissionNumber: 'ADM-0042' }}
      opened
      canManage={canManage}
      onClose={() => {}}
    />,
    answer,
  );
}
