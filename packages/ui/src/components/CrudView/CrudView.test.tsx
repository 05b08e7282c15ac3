import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import type { CrudColumn } from '../CrudTable/columns';
import { CrudView } from './CrudView';

type Row = Record<string, unknown>;

const columns: CrudColumn<Row>[] = [
  { field: 'type', label: '日志类型', type: 'select', options: [{ value: '2', label: '失败' }] },
  { field: 'remark', label: '备注', type: 'textarea' },
  { field: 'birthday', label: '生日', type: 'date' },
  { field: 'files', label: '附件', type: 'upload', upload: { multiple: true } },
  { field: 'note', label: '说明', render: (value) => <mark>{String(value)}</mark> },
];

const span = () => 12;

afterEach(cleanup);

/** Inside the provider, which brings the library's strings ("not set"). */
function show(view: ReactElement) {
  return render(<UiProvider>{view}</UiProvider>);
}

describe('CrudView', () => {
  it('reads a record: option labels for codes, lines kept, dates formatted, files as links', () => {
    show(
      <CrudView
        columns={columns}
        spanOf={span}
        record={{
          type: '2',
          remark: 'one\ntwo',
          birthday: '1990-05-04 00:00:00',
          files: 'https://cdn.example.com/a%20b.pdf,https://cdn.example.com/c.pdf?x=1',
          note: 'n',
        }}
      />,
    );
    const value = (name: string) => screen.getByRole('definition', { name });
    expect(value('日志类型')).toHaveTextContent(/^失败$/);
    expect(value('备注').textContent).toBe('one\ntwo');
    expect(value('生日')).toHaveTextContent(/^1990-05-04$/);
    expect(screen.getByRole('link', { name: 'a b.pdf' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/a%20b.pdf',
    );
    expect(screen.getByRole('link', { name: 'c.pdf' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(value('说明').querySelector('mark')).toHaveTextContent('n');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says a field is not set rather than showing a blank or a raw placeholder', () => {
    show(<CrudView columns={columns} spanOf={span} record={{ type: '', remark: null }} />);
    expect(screen.getByRole('definition', { name: '日志类型' })).toHaveTextContent('未填写');
    expect(screen.getByRole('definition', { name: '备注' })).toHaveTextContent('未填写');
    // Blade's -1 for an unset 性别 is no code of the dictionary: it reads as unset too.
    cleanup();
    show(<CrudView columns={columns} spanOf={span} record={{ type: -1 }} />);
    expect(screen.getByRole('definition', { name: '日志类型' })).toHaveTextContent(/^未填写$/);
    cleanup();
    show(<CrudView columns={columns} spanOf={span} record={{ type: '', remark: null }} />);
    // An unset value is not handed to a column's own rendering.
    expect(screen.getByRole('definition', { name: '说明' }).querySelector('mark')).toBeNull();
  });
});
