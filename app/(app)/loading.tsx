import { LoadingScreen } from "@/components/shell/loading-screen";

// While the server reads the session and the page's data (spec 01 §2: centred spinner 'Yükleniyor...').
export default function Loading() {
  return <LoadingScreen />;
}
