// SheetService
