import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';

export function NotFoundPage() {
  usePageTitle('Not Found');
  return (
    <Result
      status="404"
      title={<h1 className="result-title">Not Found</h1>}
      subTitle="Sorry, the page you are looking for does not exist or has moved."
      extra={
        <Link to="/">
          <Button type="primary">Go Home</Button>
        </Link>
      }
    />
  );
}
