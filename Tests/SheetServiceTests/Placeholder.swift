import Testing
@testable import SheetService
