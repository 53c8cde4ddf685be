import { bodyKind, parseApiParams, parseUrlencoded } from './form-body';
import { multipartBoundary, parseMultipart } from './multipart';

function multipartBody(boundary: string, parts: string[]): Buffer {
  return Buffer.from(`${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`);
}

describe('form bodies', () => {
  it('decodes url-encoded fields, including "+" as a space and encoded "&", "#" and "+"', () => {
    const params = parseUrlencoded('action=ValidateLogin&password2=a%26b%23c%2Bd&name=Jean+Dupont');
    expect(params.get('action')).toBe('ValidateLogin');
    expect(params.get('password2')).toBe('a&b#c+d');
    expect(params.get('name')).toBe('Jean Dupont');
  });

  it('keeps the last value of a repeated field, as PHP does', () => {
    expect(parseUrlencoded('a=1&a=2').get('a')).toBe('2');
  });

  it('treats JSON bodies as unreadable, like PHP leaving $_POST empty', () => {
    expect(bodyKind('application/json')).toBe('unsupported');
    expect(parseApiParams('', 'application/json', Buffer.from('{"action":"GetCredits"}'))).toBeNull();
  });

  it('recognises form content types with parameters and mixed case', () => {
    expect(bodyKind('application/x-www-form-urlencoded; charset=UTF-8')).toBe('urlencoded');
    expect(bodyKind('Multipart/Form-Data; boundary=x')).toBe('multipart');
  });

  it('lets body fields override query-string fields while keeping query-only ones', () => {
    const params = parseApiParams(
      'accesskey=k&action=fromQuery',
      'application/x-www-form-urlencoded',
      Buffer.from('action=fromBody'),
    );
    expect(params?.get('accesskey')).toBe('k');
    expect(params?.get('action')).toBe('fromBody');
  });
});

describe('multipart bodies', () => {
  it('reads the boundary, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc123')).toBe('abc123');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data')).toBeNull();
  });

  it('reads text fields, including values with line breaks and UTF-8', () => {
    const body = multipartBody('XyZ', [
      'Content-Disposition: form-data; name="action"\r\n\r\nAddCredit',
      'Content-Disposition: form-data; name="description"\r\n\r\nligne 1\r\nligne 2 é',
      'Content-Disposition: form-data; name="empty"\r\n\r\n',
    ]);
    const fields = parseMultipart(body, 'XyZ');
    expect(fields.get('action')).toBe('AddCredit');
    expect(fields.get('description')).toBe('ligne 1\r\nligne 2 é');
    expect(fields.get('empty')).toBe('');
  });

  it('skips file parts', () => {
    const body = multipartBody('b', [
      'Content-Disposition: form-data; name="upload"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nfile',
      'Content-Disposition: form-data; name="action"\r\n\r\nGetCredits',
    ]);
    const fields = parseMultipart(body, 'b');
    expect(fields.has('upload')).toBe(false);
    expect(fields.get('action')).toBe('GetCredits');
  });

  it('parses what the platform FormData encoder produces', async () => {
    const form = new FormData();
    form.append('identifier', 'id');
    form.append('password2', 'p&ss=wörd');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const contentType = request.headers.get('content-type') ?? '';
    const body = Buffer.from(await request.arrayBuffer());
    const params = parseApiParams('', contentType, body);
    expect(params?.get('identifier')).toBe('id');
    expect(params?.get('password2')).toBe('p&ss=wörd');
  });

  it('returns what it could read from a truncated body without throwing', () => {
    const body = Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b\r\nContent-Disp');
    expect(parseMultipart(body, 'b').get('a')).toBe('1');
  });
});
