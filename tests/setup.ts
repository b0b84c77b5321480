// happy-dom has no indexedDB; idb-keyval needs one in tests.
import 'fake-indexeddb/auto';
