import { testFileRecord } from '@portal/contract/testing';
import { render, screen } from '@testing-library/react';
import { FileAnswer } from './file-answer.js';

const missing = (chosen: string) => <p>{`${chosen} did not arrive`}</p>;

describe('FileAnswer', () => {
  it('offers the uploaded file to download', () => {
    const file = testFileRecord({ originalname: 'transcript.pdf' });
    render(
      <FileAnswer value="transcript.pdf" file={file} filesKnown noAnswer="—" missing={missing} />,
    );

    expect(document.querySelector('.file-download-name')?.textContent).toBe('transcript.pdf');
    expect(screen.getByRole('button', { name: /^Download/ })).toBeTruthy();
  });

  it('says there is no answer when no file was chosen', () => {
    render(<FileAnswer value="  " file={undefined} filesKnown noAnswer="—" missing={missing} />);

    expect(screen.getByText('—')).toBeTruthy();
  });

  it('shows the chosen name until the files are known, then what the audience says is missing', () => {
    const { rerender } = render(
      <FileAnswer
        value="card.png"
        file={undefined}
        filesKnown={false}
        noAnswer="—"
        missing={missing}
      />,
    );
    expect(screen.getByText('card.png')).toBeTruthy();

    rerender(
      <FileAnswer value="card.png" file={undefined} filesKnown noAnswer="—" missing={missing} />,
    );
    expect(screen.getByText('card.png did not arrive')).toBeTruthy();
  });
});
